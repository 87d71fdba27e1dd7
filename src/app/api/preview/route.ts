import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { mayEditContent } from '@/access/staff-roles'
import { worksInStore } from '@/access/store-grants'
import { previewSecret } from '@/collections/shared/preview'
import { safeRedirectPath } from '@/commerce/domain/safe-redirect'
import { storefronts } from '@/commerce/services/store'
import { servedOverHttps } from '@/server/cookies'
import { getPayloadClient } from '@/server/payload'
import { PREVIEW_STORE_COOKIE } from '@/server/storefronts/preview-store'
import { clientKey, createRateLimit } from '@/server/rate-limit'
import { sameSecret } from '@/server/secrets'

const allow = createRateLimit({ name: 'preview', limit: 30, windowMs: 60_000 })

/**
 * Turns on draft mode for staff who edit content (editors, admins) and opens the page: the live
 * preview of /admin loads this with the document's path, its store and the preview secret.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  // A path of this site only, checked first: no answer of this route names another origin.
  const path = safeRedirectPath(url.searchParams.get('path'))
  if (!path) return new Response('Invalid preview path', { status: 400 })
  const payload = await getPayloadClient()
  if (!(await allow.consume(payload, clientKey(request))))
    return new Response('Too many requests', { status: 429 })
  if (!sameSecret(url.searchParams.get('secret'), previewSecret())) {
    return new Response('Invalid preview link', { status: 401 })
  }
  const { user } = await payload.auth({ headers: request.headers })
  if (!mayEditContent(user))
    return new Response('Sign in to /admin as an editor first', { status: 403 })
  // The document's store, one the account works in: shown on this host (preview-store.ts).
  const store = (await storefronts(payload)).byId.get(Number(url.searchParams.get('store')))
  if (store && !(await worksInStore({ user, payload }, store.storeId)))
    return new Response('This account does not work in that store', { status: 403 })
  ;(await draftMode()).enable()
  const cookieStore = await cookies()
  if (store) {
    cookieStore.set(PREVIEW_STORE_COOKIE, String(store.storeId), {
      httpOnly: true,
      sameSite: 'lax',
      secure: servedOverHttps(),
      path: '/',
    })
  } else cookieStore.delete(PREVIEW_STORE_COOKIE)
  redirect(path)
}
