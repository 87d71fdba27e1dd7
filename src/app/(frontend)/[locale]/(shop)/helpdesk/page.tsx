import { permanentRedirect } from 'next/navigation'

import { localizedPath } from '@/i18n/paths'
import { asLocale } from '@/i18n/routing'

/** /helpdesk/ is the old name of the contact page (spec §2): it redirects there. */
export default async function Helpdesk({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  permanentRedirect(localizedPath(asLocale(locale), '/contact'))
}
