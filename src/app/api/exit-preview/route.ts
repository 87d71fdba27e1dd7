import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeRedirect } from '@/commerce/domain/safe-redirect'
import { PREVIEW_STORE_COOKIE } from '@/server/storefronts/preview-store'

/**
 * Leaves draft mode (and the previewed store: the host's again) and goes back to the published
 * page (the home page for a foreign target).
 */
export async function GET(request: Request): Promise<Response> {
  const path = safeRedirect(new URL(request.url).searchParams.get('path'), '/')
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_STORE_COOKIE)
  redirect(path)
}
