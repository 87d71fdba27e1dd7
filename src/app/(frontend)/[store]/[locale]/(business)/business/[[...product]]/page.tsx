import type { Metadata } from 'next'

import { businessPageData } from '@/commerce/widgets/business/routes/business-product.server'
import { fixedPageRoute, type RouteArgs, segmentSlug } from '@/content/route'
import { templateRoute } from '@/content/template-route'

import { routeLocale } from '@/server/route-store'

/** The editors' business page (/entreprise/), whatever product the path names. */
const content = fixedPageRoute({ pathname: '/business/[[...product]]', params: {} })

/**
 * The business page (/entreprise/ and /entreprise/{product}/, spec §2): the business form
 * template (v2 when the editors' page is of that type), for the product the path names.
 */
const route = templateRoute('business-form', content, {
  alternatives: ['business-form-v2'],
  segments: (params) => ({ product: segmentSlug(params.product) }),
})

export default route.Page

export async function generateMetadata(args: RouteArgs): Promise<Metadata> {
  const params = await args.params
  const [hasPage, data] = await Promise.all([
    content.exists(args),
    businessPageData(await routeLocale(params), segmentSlug(params.product)),
  ])
  const base = hasPage ? await content.generateMetadata(args) : { title: data.texts.title }
  if (!data.product) return base
  const title = data.texts.productTitle.replace('{product}', data.product.title)
  return { ...base, title }
}
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
