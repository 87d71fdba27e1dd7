import { permanentRedirect } from 'next/navigation'

import { localizedPath } from '@/server/route-paths'
import { routeLocale } from '@/server/route-store'

/** /helpdesk/ is the old name of the contact page (spec §2): it redirects there. */
export default async function Helpdesk({
  params,
}: {
  params: Promise<{ store: string; locale: string }>
}) {
  permanentRedirect(localizedPath(await routeLocale(await params), '/contact'))
}
