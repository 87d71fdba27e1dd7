import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { mayEditContent } from '@/access/staff-roles'
import { previewSecret } from '@/collections/shared/preview'
import { getPayloadClient } from '@/server/payload'
import { clientKey, createRateLimit } from '@/server/rate-limit'
import { sameSecret } from '@/server/secrets'

const allow = createRateLimit({ name: 'preview', limit: 30, windowMs: 60_000 })

/** A storefront path of this site, never another origin. */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//')

/**
 * Turns on draft mode for staff who edit content (editors, admins) and opens the page: the live
 * preview of /admin loads this with the document's path and the preview secret.
 */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  if (!(await allow.consume(payload, clientKey(request))))
    return new Response('Too many requests', { status: 429 })
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? ''
  if (!sameSecret(url.searchParams.get('secret'), previewSecret()) || !isLocalPath(path)) {
    return new Response('Invalid preview link', { status: 401 })
  }
  const { user } = await payload.auth({ headers: request.headers })
  if (!mayEditContent(user))
    return new Response('Sign in to /admin as an editor first', { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
