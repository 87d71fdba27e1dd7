import { type NextRequest, NextResponse } from 'next/server'

import { contentPath } from '@/collections/shared/paths'
import { asLocale, type Locale } from '@/i18n/routing'

import type { Storefront } from './directory'
import { landingPageSlug } from './landing-slug'
import { inDraftMode } from './preview-store'

/** A store's landing page slugs and redirects' paths in a language (services/store). */
export type KnownPages = (
  storeId: number,
  locale: Locale,
) => Promise<{ slugs: Set<string>; redirects: Set<string> }>

/**
 * A path only the landing pages' catch-all serves, which no page of the store has (nor had) and
 * no redirect names, is rewritten to the store's /404/: one render per store and language, kept
 * once in Next's page cache, where each made-up path was a render and an entry of its own.
 * Draft mode (a page previewed before its first publish) and unreadable lists keep the render.
 * The status comes from here: /404/ renders the 404 page as a page, in HTML, where `notFound()`
 * answers an empty document the browser draws from the RSC payload (vercel/next.js#62228).
 */
export async function unknownPageToNotFound(
  response: NextResponse,
  request: NextRequest,
  storefront: Storefront,
  knownPages: KnownPages,
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
  const slug = landingPageSlug(`/${rest.join('/')}`)
  if (!slug || !language || inDraftMode(request.headers)) return response
  const locale = asLocale(language)
  try {
    const known = await knownPages(storefront.storeId, locale)
    const path = contentPath('pages', slug, locale, storefront.defaultLocale)
    if (known.slugs.has(slug) || known.redirects.has(path)) return response
  } catch {
    // The database is down or slow: readiness reports it, and the page renders as before.
    return response
  }
  return notFound()
}
