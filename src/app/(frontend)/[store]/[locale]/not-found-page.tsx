import { getLocale } from 'next-intl/server'

import { loadNotFoundView } from '@/components/not-found/not-found.action'
import { NotFoundView } from '@/components/not-found/not-found-view'
import { AskedContent } from '@/components/ui/asked-content.client'
import { asLocale } from '@/i18n/routing'
import { localizedPath } from '@/server/route-paths'
import { getStore } from '@/server/store'

/** The 404 page (/404/, where the proxy sends made-up paths), in its document's HTML. */
export async function NotFoundPage() {
  const locale = asLocale(await getLocale())
  const store = await getStore(locale)
  return <NotFoundView store={store} locale={locale} homeHref={localizedPath(locale, '/')} />
}

/**
 * Each route group's not-found boundary, inside the group's layout (its chrome, the shop's header
 * for the shop's pages). Every page's RSC payload carries a boundary's content, so this one is
 * asked only when a page answers `notFound()`: that answer's document is drawn in the browser
 * anyway (vercel/next.js#62228), and made-up paths get the /404/ page above.
 */
export async function NotFoundBoundary() {
  return <AskedContent locale={asLocale(await getLocale())} load={loadNotFoundView} />
}
