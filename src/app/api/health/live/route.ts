import { livenessResponse } from '@/server/health'

export const dynamic = 'force-dynamic'

/** GET /api/health/live/: 200 while the process answers; asks no database. */
export const GET = livenessResponse
