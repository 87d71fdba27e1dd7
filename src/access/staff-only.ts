import type { Endpoint, PayloadRequest, SanitizedConfig } from 'payload'

import { isStaff } from './staff-roles'

/**
 * Spread into a collection of personal data or money (customers, orders, cards, payments…): the
 * gateway reaches it through the Local API and staff through /admin, nobody else through Payload's
 * API. No GraphQL at all (its types and auth mutations are gone, for staff too: the admin uses
 * REST), and none of Payload's sign-in routes for an auth collection (customers).
 */
export const staffOnly = { graphQL: false, custom: { staffOnly: true } } as const

/** A route of Payload's REST API as a collection's `custom.publicRoutes` names it: `get /file/:filename`. */
export type PublicRoute = `${'get' | 'post'} /${string}`

/**
 * The routes of a collection that answer anyone: Payload's others answer signed-in staff only.
 * The storefront reads its content through the Local API; from Payload's routes a browser needs
 * only the media files (`get /file/:filename`) and /admin's sign-in.
 */
export const publicRoutes = (...routes: PublicRoute[]) => ({ custom: { publicRoutes: routes } })

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

const isPublic = (endpoint: Endpoint, routes: unknown): boolean =>
  Array.isArray(routes) && routes.includes(`${endpoint.method} ${endpoint.path}`)

/**
 * Applied to the built config: Payload adds its default routes while building it, so only then
 * can they all be wrapped. Every route of every collection and global answers 404 to anyone but
 * staff unless the collection names it public; the staff-only collections lose Payload's sign-in
 * routes for everyone. A collection without routes (`endpoints: false`, which Payload answers
 * with 501) gets none at all, answered 404 like any unknown route.
 */
export function staffOnlyRoutes(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const { staffOnly: gatewayOnly, publicRoutes: routes } = collection.custom ?? {}
    collection.endpoints = (collection.endpoints || [])
      .filter((endpoint) => gatewayOnly !== true || !REPLACED_BY_GATEWAY.has(endpoint.path))
      .map((endpoint) => (isPublic(endpoint, routes) ? endpoint : forStaff(endpoint)))
  }
  for (const global of config.globals) {
    if (global.endpoints) global.endpoints = global.endpoints.map(forStaff)
  }
  return config
}
