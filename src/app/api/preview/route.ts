import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getRequestLanguage } from 'payload'

import { mayEditContent } from '@/access/staff-roles'
import { worksInStore } from '@/access/store-grants'
import { previewSecret } from '@/collections/shared/preview'
import { safeRedirectPath } from '@/commerce/domain/safe-redirect'
import { storefronts } from '@/commerce/services/store'
import { adminText, type AdminTexts } from '@/i18n/admin-texts'
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
  const payload = await getPayloadClient()
  const cookieStore = await cookies()
  // Staff read the refusal in the preview pane, in their admin language.
  const language = getRequestLanguage({
    config: payload.config,
    cookies: cookieStore,
    headers: request.headers,
  })
  const refuse = (pick: (texts: AdminTexts['Preview']) => string, status: number) =>
    new Response(
      adminText(language, (texts) => pick(texts.Preview)),
      { status },
    )
  // A path of this site only, checked first: no answer of this route names another origin.
  const path = safeRedirectPath(url.searchParams.get('path'))
  if (!path) return refuse((texts) => texts.invalidPath, 400)
  if (!(await allow.consume(payload, clientKey(request)))) {
    return refuse((texts) => texts.tooMany, 429)
  }
  if (!sameSecret(url.searchParams.get('secret'), previewSecret())) {
    return refuse((texts) => texts.invalidLink, 401)
  }
  const { user } = await payload.auth({ headers: request.headers })
  if (!mayEditContent(user)) return refuse((texts) => texts.signIn, 403)
  // The document's store, one the account works in: shown on this host (preview-store.ts).
  const store = (await storefronts(payload)).byId.get(Number(url.searchParams.get('store')))
  if (store && !(await worksInStore({ user, payload }, store.storeId))) {
    return refuse((texts) => texts.notYourStore, 403)
  }
  ;(await draftMode()).enable()
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
