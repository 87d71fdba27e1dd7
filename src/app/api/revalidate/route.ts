import { z } from 'zod'

import { getPayloadClient } from '@/server/payload'
import { clientKey, createRateLimit } from '@/server/rate-limit'
import { expireTagsHere, revalidateSecret } from '@/server/cache/expire-tags'
import { sameSecret } from '@/server/secrets'

const body = z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(50) })
const allow = createRateLimit({ name: 'revalidate', limit: 60, windowMs: 60_000 })

/** Expires cache tags for work done outside a request (scheduled publish); secret-checked. */
export async function POST(request: Request): Promise<Response> {
  if (!(await allow.consume(await getPayloadClient(), clientKey(request))))
    return new Response('Too many requests', { status: 429 })
  if (!sameSecret(request.headers.get('x-revalidate-secret'), revalidateSecret())) {
    return new Response('Forbidden', { status: 403 })
  }
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ error: 'Give the tags to expire' }, { status: 400 })
  expireTagsHere(parsed.data.tags)
  return new Response(null, { status: 204 })
}
