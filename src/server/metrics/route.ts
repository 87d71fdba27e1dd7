import type { IncomingMessage } from 'node:http'

// Where Next's router leaves what it matched on the request (next/dist/server/request-meta.js):
// internal, so a Next that moves it only makes every route read `other` (the server test tells).
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta')

type NextMeta = { match?: { definition?: { pathname?: unknown } } }

/**
 * The route a request was served by, as a label of a bounded set: the pattern Next matched
 * (`/[locale]/[...slug]`, `/api/gateway`), Next's static files by their prefix, else `other`;
 * never the path itself, which the client chose.
 */
export function routeOf(request: IncomingMessage): string {
  const meta = Reflect.get(request, NEXT_REQUEST_META) as NextMeta | undefined
  const pattern = meta?.match?.definition?.pathname
  if (typeof pattern === 'string') return pattern
  const path = request.url ?? ''
  if (path.startsWith('/_next/static/')) return '/_next/static'
  if (path.startsWith('/_next/image')) return '/_next/image'
  return 'other'
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The request's method, or `OTHER` for the rest of what Node's parser accepts. */
export const methodOf = (request: IncomingMessage): string =>
  request.method && METHODS.has(request.method) ? request.method : 'OTHER'
