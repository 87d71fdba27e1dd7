import { readinessResponse } from '@/server/health'

export const dynamic = 'force-dynamic'

/** GET /api/health/ready/: 200 while this instance can serve (database, migrations; Redis reported), else 503. */
export const GET = readinessResponse
