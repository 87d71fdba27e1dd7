import type { Endpoint, PayloadRequest, SanitizedConfig } from 'payload'

import { isStaff } from './staff-roles'

/** The most documents one page of a list holds, for staff too (/admin's page sizes stop there). */
export const MOST_PER_PAGE = 100
/**
 * How deep relationships are populated: 2 for anyone, 3 for staff. Measured on the seeded catalogue,
 * a page of 100 products weighs 0.7 MB at depth 2, 1 MB at 3, 3 MB at 4, 12 MB at 6 (Payload's
 * maxDepth, 10, is some 100 times that): categories and products name each other.
 */
export const MOST_DEPTH = { visitor: 2, staff: 3 } as const

const WHOLE_NUMBER = /^\d{1,9}$/

/** Why a page size is refused, or null: 1 to 100; 0 (Payload's 'all') and anything else are not. */
export function pageSizeProblem(limit: unknown): string | null {
  const text = String(limit)
  const size = typeof limit === 'number' ? limit : WHOLE_NUMBER.test(text) ? Number(text) : NaN
  return Number.isInteger(size) && size >= 1 && size <= MOST_PER_PAGE
    ? null
    : `limit must be a whole number from 1 to ${MOST_PER_PAGE}`
}

type Query = Record<string, unknown>

/**
 * Why a REST request's list parameters are refused, or null. Reads (`GET`, which /admin's search
 * by POST becomes) are paged by 1 to 100, never `pagination=false`, joined lists alike; depth is a
 * whole number within MOST_DEPTH (/admin asks 0 or 1, or none: 2). /admin's bulk delete and
 * edit send `limit=0` by PATCH and DELETE: their `where` names the documents, so those pass.
 * A parameter set to undefined is absent (Payload's JWT strategy writes `depth` back so).
 */
export function listParamsProblem(
  query: Query,
  { read, staff }: { read: boolean; staff: boolean },
): string | null {
  const { depth, pagination, limit, joins } = query
  const deepest = MOST_DEPTH[staff ? 'staff' : 'visitor']
  if (depth != null) {
    if (!WHOLE_NUMBER.test(String(depth))) return 'depth must be a whole number'
    if (Number(depth) > deepest) return `depth must be at most ${deepest}`
  }
  if (!read) return null
  if (pagination != null && String(pagination) !== 'true') return 'pagination cannot be turned off'
  const problem = limit == null ? null : pageSizeProblem(limit)
  if (problem) return problem
  if (joins === null || typeof joins !== 'object') return null
  for (const join of Object.values(joins as Record<string, unknown>)) {
    if (join === null || typeof join !== 'object') continue
    const joined = listParamsProblem(join as Query, { read, staff })
    if (joined) return `joins: ${joined}`
  }
  return null
}

const bounded = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req: PayloadRequest) => {
    const problem = listParamsProblem(req.query, {
      read: req.method?.toUpperCase() === 'GET',
      staff: isStaff(req.user),
    })
    return problem ? Response.json({ message: problem }, { status: 400 }) : endpoint.handler(req)
  },
})

/**
 * Applied to the built config: every REST route of Payload (collections and globals) refuses an
 * unbounded list or a deep population before it runs, whoever asks. The Local API (pages, jobs,
 * the seed, the gateway) is not concerned: it calls operations, not routes.
 */
export function boundedLists(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.endpoints) entity.endpoints = entity.endpoints.map(bounded)
  }
  return config
}
