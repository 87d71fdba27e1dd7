import { redeemLink } from '@/server/redeem-links'

export const GET = redeemLink('/redeem/privacy', '/privacy')
