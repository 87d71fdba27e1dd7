import type { Metadata } from 'next'

import { contentRoute, type RouteArgs, routeSlug, segmentSlug } from '@/content/route'
import { templateRoute } from '@/content/template-route'

/** The business redeem page of this path (/verifier-solde/resultat/entreprise/ and others). */
const content = contentRoute('pages', (locale, params) => {
  const pageId = segmentSlug(params.pageId)
  if (!pageId) return null
  return routeSlug(locale, { pathname: '/redeem/result/[pageId]', params: { pageId } })
})

/**
 * Business redeem shop (/verifier-solde/resultat/{pageId}/): the redeem B2B result template, the
 * shop narrowed to the category of the path's slug when there is one (a 404 with neither).
 */
const route = templateRoute('redeem-b2b-result', content, {
  segments: (params) => ({ category: segmentSlug(params.pageId) }),
})

export default route.Page

export async function generateMetadata(args: RouteArgs): Promise<Metadata> {
  return (await content.exists(args))
    ? content.generateMetadata(args)
    : { robots: { index: false } }
}
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
