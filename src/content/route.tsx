import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { HOME_SLUG, type ContentCollection } from '@/collections/shared/paths'
import { PreviewBar } from '@/components/preview-bar'
import { type Href, localizedPath } from '@/i18n/paths'
import { contentPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import { findContentBySlug, findContentSlugs, findRedirect } from '@/server/content'

import { contentMetadata } from './metadata.server'
import { ContentView } from './templates'
import { routeLocale } from '@/server/route-store'
import { getStore, requestStoreId } from '@/server/store'

export type RouteParams = {
  store: string
  locale: string
  [segment: string]: string | string[] | undefined
}
export type RouteArgs = { params: Promise<RouteParams> }

/**
 * Every route with a segment of its own (a product, a category, a landing page…) exports this
 * as its generateStaticParams: none prerendered, each page built on its first request and then
 * served from the cache like home. Without it such a route renders on every request (a product
 * page: 59 req/s and 21 ms CPU each, where cached home serves 422, `npm run bench:pages`).
 */
export const renderOnFirstRequest = (): RouteParams[] => []

/**
 * The slug of the page at a route in a language: its path there without a language prefix
 * ('/delivery' in Dutch → 'bezorging', '/' → the home slug), whatever the store's default.
 */
export function routeSlug(locale: Locale, href: Href): string {
  return localizedPath(locale, href, locale).replace(/^\/|\/$/g, '') || HOME_SLUG
}

/**
 * A storefront route that shows a content document: the slug comes from the route's params.
 * Unknown slugs end in a redirect an editor set up, or the 404 page.
 */
export function contentRoute<C extends ContentCollection>(
  collection: C,
  slugOf: (locale: Locale, params: RouteParams) => string | null,
) {
  const resolve = async ({ params }: RouteArgs) => {
    const resolved = await params
    const locale = await routeLocale(resolved)
    const slug = slugOf(locale, resolved)
    const { isEnabled: draft } = await draftMode()
    const doc = slug ? await findContentBySlug(collection, slug, locale, draft) : null
    return { locale, slug, doc, draft }
  }

  async function Page(args: RouteArgs) {
    const { locale, slug, doc, draft } = await resolve(args)
    setRequestLocale(locale)
    if (!doc) {
      const path = slug ? contentPath(collection, slug, locale) : null
      const target = path ? await findRedirect(path, requestStoreId()) : null
      if (target) (target.permanent ? permanentRedirect : redirect)(target.to)
      notFound()
    }
    return (
      <>
        {draft && (
          <PreviewBar
            path={contentPath(collection, doc.slug, locale)}
            doc={{ collection, id: doc.id }}
          />
        )}
        <ContentView collection={collection} doc={doc} locale={locale} draft={draft} />
      </>
    )
  }

  async function generateMetadata(args: RouteArgs): Promise<Metadata> {
    const { locale, doc } = await resolve(args)
    if (!doc) return {}
    const [slugs, t, store] = await Promise.all([
      findContentSlugs(collection, doc.id),
      getTranslations({ locale, namespace: 'Metadata' }),
      getStore(locale),
    ])
    return contentMetadata(collection, doc, locale, slugs, t('description'), store)
  }

  /** Whether a document exists at this route (for routes shared by two collections). */
  const exists = async (args: RouteArgs) => (await resolve(args)).doc !== null

  return { Page, generateMetadata, exists, resolve }
}

export type ContentRoute<C extends ContentCollection> = ReturnType<typeof contentRoute<C>>

/** A page of the Pages collection at a fixed route of spec §2 (its slug is the route's path). */
export const fixedPageRoute = (href: Href) =>
  contentRoute('pages', (locale) => routeSlug(locale, href))

/** The value of a route segment as a slug ('[...path]' segments joined by '/'). */
export const segmentSlug = (value: string | string[] | undefined): string | null =>
  Array.isArray(value) ? value.join('/') || null : (value ?? null)
