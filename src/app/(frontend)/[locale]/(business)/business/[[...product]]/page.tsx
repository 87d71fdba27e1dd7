import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { BusinessIntro, BusinessQuoteSection } from '@/commerce/widgets/business/business-page'
import { businessPageData } from '@/commerce/widgets/business/page-data.server'
import { fixedPageRoute, segmentSlug } from '@/content/route'
import { asLocale } from '@/i18n/routing'

type Args = Parameters<ReturnType<typeof fixedPageRoute>['Page']>[0]

/** The editors' business page (/entreprise/), whatever product the path names. */
const content = fixedPageRoute({ pathname: '/business/[[...product]]', params: {} })

async function resolve(args: Args) {
  const params = await args.params
  const locale = asLocale(params.locale)
  const slug = segmentSlug(params.product)
  const [hasPage, data] = await Promise.all([content.exists(args), businessPageData(locale, slug)])
  if (data.unknownProduct) notFound()
  return { locale, hasPage, data }
}

/**
 * The business page (/entreprise/ and /entreprise/{product}/, spec §2): the editors' page when
 * there is one (else the page's own title and selling points), then the quote request.
 */
export default async function BusinessPage(args: Args) {
  const { locale, hasPage, data } = await resolve(args)
  setRequestLocale(locale)
  return (
    <>
      {hasPage ? await content.Page(args) : <BusinessIntro texts={data.texts} />}
      <BusinessQuoteSection data={data} locale={locale} />
    </>
  )
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const { hasPage, data } = await resolve(args)
  const base = hasPage ? await content.generateMetadata(args) : { title: data.texts.title }
  if (!data.product) return base
  const title = data.texts.productTitle.replace('{product}', data.product.title)
  return { ...base, title }
}
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
