import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeRedirect } from '@/commerce/domain/safe-redirect'

/** Leaves draft mode and goes back to the published page (the home page for a foreign target). */
export async function GET(request: Request): Promise<Response> {
  const path = safeRedirect(new URL(request.url).searchParams.get('path'), '/')
  ;(await draftMode()).disable()
  redirect(path)
}
