import { type NextRequest, NextResponse } from 'next/server'

import { type ContentCollection, contentPath } from '@/collections/shared/paths'
import { asLocale, type Locale } from '@/i18n/routing'

import { contentAt } from './content-at'
import type { Storefront } from './directory'
import { inDraftMode } from './preview-store'

/**
 * A store's content slugs in a language (`{collection}/{slug}`) and its redirects' paths
 * (services/store).
 */
export type KnownContent = (
  storeId: number,
  locale: Locale,
) => Promise<{ slugs: Set<string>; redirects: Set<string> }>

/**
 * A path only a content route serves (a landing page, product, brand, category, post or giving
 * moment), which no document of the store has (nor had) and no redirect names, is rewritten to
 * the store's /404/: one render per store and language, kept once in Next's page cache, where
 * each made-up path was a render of its own (a product's: 60 req/s against 630).
 * Draft mode (a page previewed before its first publish) and unreadable lists keep the render.
 * The status comes from here: /404/ renders the 404 page as a page, in HTML, where `notFound()`
 * answers an empty document the browser draws from the RSC payload (vercel/next.js#62228).
 */
export async function unknownPageToNotFound(
  response: NextResponse,
  request: NextRequest,
  storefront: Storefront,
  knownContent: KnownContent,
): Promise<NextResponse> {
  const rewrite = response.headers.get('x-middleware-rewrite')
  if (!rewrite) return response
  const target = new URL(rewrite)
  const [, store, language, ...rest] = target.pathname.split('/')
  const notFound = () => {
    target.pathname = `/${store}/${language}/404/`
    return NextResponse.rewrite(target, { status: 404, headers: response.headers })
  }
  // /404/ itself is the 404 page, with its status.
  if (rest.filter(Boolean).join('/') === '404') return notFound()
  const content = contentAt(`/${rest.join('/')}`)
  if (!content || !language || inDraftMode(request.headers)) return response
  const locale = asLocale(language)
  try {
    const known = await knownContent(storefront.storeId, locale)
    const isKnown = (collection: ContentCollection) =>
      known.slugs.has(`${collection}/${content.slug}`) ||
      known.redirects.has(contentPath(collection, content.slug, locale, storefront.defaultLocale))
    if (content.collections.some(isKnown)) return response
  } catch {
    // The database is down or slow: readiness reports it, and the page renders as before.
    return response
  }
  return notFound()
}
