import { readinessResponse } from '@/server/health'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health/: readiness, the same answer as /api/health/ready/ (the start script, the tests
 * and load balancers ask it); liveness is /api/health/live/ (the image's HEALTHCHECK).
 */
export const GET = readinessResponse
