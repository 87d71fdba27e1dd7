import type { Endpoint, PayloadRequest, SanitizedConfig } from 'payload'

import { isStaff } from './staff-roles'

/**
 * Spread into a collection of personal data or money (customers, orders, cards, payments…): the
 * gateway reaches it through the Local API and staff through /admin, nobody else through Payload's
 * API. No GraphQL at all (its types and auth mutations are gone, for staff too: the admin uses
 * REST); its REST routes answer only signed-in staff of any role (`staffOnlyRoutes`).
 */
export const staffOnly = { graphQL: false, custom: { staffOnly: true } } as const

/**
 * Payload's routes that sign an auth collection's users in and out, mail and check reset links:
 * for customers the gateway does all that (captcha, limits, its own mails). Gone for everyone.
 */
const REPLACED_BY_GATEWAY = new Set([
  '/login',
  '/logout',
  '/me',
  '/refresh-token',
  '/forgot-password',
  '/reset-password',
  '/verify/:id',
  '/init',
  '/first-register',
])

/** The answer Payload gives to a route it does not know: nothing tells the collection exists. */
const notFound = (req: PayloadRequest): Response => {
  const pathname = new URL(req.url ?? 'http://localhost/').pathname.replace(/\/$/, '')
  return Response.json({ message: `Route not found "${pathname}"` }, { status: 404 })
}

// Payload has authenticated the request before any handler runs (a verified token and session,
// not the mere presence of a cookie), so req.user is the staff member or nobody. Any role passes:
// the collection's access functions then decide what that role may do.
const forStaff = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => (isStaff(req.user) ? endpoint.handler(req) : notFound(req)),
})

/**
 * Applied to the built config: Payload adds its default routes while building it, so only then
 * can they all be wrapped. A collection without routes (`endpoints: false`, which Payload answers
 * with 501) gets none at all, answered 404 like any unknown route.
 */
export function staffOnlyRoutes(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.custom?.staffOnly !== true) continue
    collection.endpoints = (collection.endpoints || [])
      .filter((endpoint) => !REPLACED_BY_GATEWAY.has(endpoint.path))
      .map(forStaff)
  }
  return config
}
