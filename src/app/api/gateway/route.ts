import { gateway } from '@/commerce/gateway/server'
import { jsonNestsDeeperThan } from '@/server/json-depth'
import { logger } from '@/server/logger'
import { acceptRequestId, REQUEST_ID_HEADER, withLogContext } from '@/server/request-context'
import { readLimitedBody } from '@/server/request-body'

export const dynamic = 'force-dynamic'

/** Largest accepted request body: operations are small; anything bigger is refused unread. */
const MAX_BODY_BYTES = 64 * 1024
/** Deepest accepted JSON nesting: the deepest operation's variables need about 8 levels. */
const MAX_JSON_DEPTH = 32

/** A refusal before the GraphQL server, in the shape of its own errors. */
const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message, extensions: { code: status } }] }, { status })

/**
 * POST /api/gateway/: the commerce GraphQL gateway (spec §7). Each call has an id (a proxy's
 * X-Request-Id if safe, else a new one) that every line it logs carries and its answer names.
 */
export async function POST(request: Request): Promise<Response> {
  const requestId = acceptRequestId(request.headers.get(REQUEST_ID_HEADER))
  const started = performance.now()
  return withLogContext({ requestId }, async () => {
    const response = await answer(request)
    response.headers.set(REQUEST_ID_HEADER, requestId)
    const ms = Math.round(performance.now() - started)
    logger().info({ status: response.status, ms }, 'Gateway call')
    return response
  })
}

async function answer(request: Request): Promise<Response> {
  // The cart and the session ride on cookies: another site's page may not post here.
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return refuse(403, 'Cross-site requests are refused')
  }
  // JSON only: an HTML form (urlencoded, multipart, text/plain) cannot post here from any site.
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(?:graphql-response\+)?json\b/.test(type)) {
    return refuse(415, 'Send application/json')
  }
  const body = await readLimitedBody(request, MAX_BODY_BYTES)
  if (body === null) return refuse(413, 'Request body too large')
  if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) return refuse(400, 'JSON nested too deeply')
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  const responseCookies: string[] = []
  const response = await gateway.fetch(
    new Request(request.url, { method: 'POST', headers, body }),
    {
      responseCookies,
    },
  )
  for (const cookie of responseCookies) response.headers.append('set-cookie', cookie)
  return response
}
