import { gateway } from '@/commerce/gateway/server'
import { readLimitedBody } from '@/server/request-body'

export const dynamic = 'force-dynamic'

/** Largest accepted request body: operations are small; anything bigger is refused unread. */
const MAX_BODY_BYTES = 64 * 1024

/** POST /api/gateway/: the commerce GraphQL gateway (spec §7). */
export async function POST(request: Request): Promise<Response> {
  // The basket and the session ride on cookies: another site's page may not post here.
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return Response.json(
      { errors: [{ message: 'Cross-site requests are refused', extensions: { code: 403 } }] },
      { status: 403 },
    )
  }
  // JSON only: an HTML form (urlencoded, multipart, text/plain) cannot post here from any site.
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(?:graphql-response\+)?json\b/.test(type)) {
    return Response.json(
      { errors: [{ message: 'Send application/json', extensions: { code: 415 } }] },
      { status: 415 },
    )
  }
  const body = await readLimitedBody(request, MAX_BODY_BYTES)
  if (body === null) {
    return Response.json(
      { errors: [{ message: 'Request body too large', extensions: { code: 413 } }] },
      { status: 413 },
    )
  }
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
