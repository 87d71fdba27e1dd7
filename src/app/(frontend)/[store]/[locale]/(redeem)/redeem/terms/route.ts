import { redeemLink } from '@/server/redeem-links'

export const GET = redeemLink('/redeem/terms', '/terms')
