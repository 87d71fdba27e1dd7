import { getPayloadClient } from './payload'
import { clientKey, createRateLimit } from './rate-limit'

/**
 * Requests per minute from one address to Payload's REST and GraphQL routes. Anyone but staff
 * gets little there (404s, sign-in); the bound is for floods. /admin asks about one route per
 * action and an autosave per 375 ms of typing: an office of editors behind one address stays far
 * below it.
 */
export const PAYLOAD_API_PER_MINUTE = 1_200

const allow = createRateLimit({
  name: 'payload-api',
  limit: PAYLOAD_API_PER_MINUTE,
  windowMs: 60_000,
})

/** An upload collection's file (`/api/media/file/<name>`): one file, what every page shows. */
const FILE = /^\/api\/[^/]+\/file\/[^/]+\/?$/

/**
 * A route handler of Payload's (REST_GET, GRAPHQL_POST…) behind the per-address limit. Media files
 * are not counted: pages and the image optimiser fetch many at once, often from one address.
 */
export function limitedByAddress<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const read = request.method === 'GET' || request.method === 'HEAD'
    const isFile = read && FILE.test(new URL(request.url).pathname)
    if (!isFile && !(await allow.consume(await getPayloadClient(), clientKey(request)))) {
      return Response.json(
        { message: 'Too many requests' },
        { status: 429, headers: { 'retry-after': '60' } },
      )
    }
    return handler(request, ...rest)
  }
}
