import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { contentRoute, type RouteArgs, segmentSlug } from '@/content/route'
import { routeLocale } from '@/server/route-store'

import { NotFoundPage } from '../../not-found-page'

/**
 * The store's 404 page, where the proxy sends every made-up path with the status 404
 * (server/storefronts/unknown-page.ts): rendered as a page, so its HTML has the chrome and the
 * page, which an answer of `notFound()` has not (vercel/next.js#62228).
 */
const NOT_FOUND = '404'

/** Landing pages at /{path}/ (any page by its slug); unknown paths answer the 404 page. */
const route = contentRoute('pages', (_, params) => segmentSlug(params.rest))

/** The route's locale when it is the 404 page's, else null. */
async function notFoundLocale({ params }: RouteArgs) {
  const resolved = await params
  return segmentSlug(resolved.rest) === NOT_FOUND ? routeLocale(resolved) : null
}

export default async function LandingPage(args: RouteArgs) {
  const locale = await notFoundLocale(args)
  if (!locale) return route.Page(args)
  setRequestLocale(locale)
  return <NotFoundPage />
}

export async function generateMetadata(args: RouteArgs): Promise<Metadata> {
  const locale = await notFoundLocale(args)
  if (!locale) return route.generateMetadata(args)
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return { title: t('title'), robots: { index: false } }
}

export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
