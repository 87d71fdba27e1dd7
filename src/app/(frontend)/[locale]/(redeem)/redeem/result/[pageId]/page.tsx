import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { RedeemDoubler } from '@/commerce/widgets/redeem/doubler/redeem-doubler'
import { RedeemIdentify } from '@/commerce/widgets/redeem/identify/redeem-identify'
import { RedeemFrame, RedeemHeading, redeemPageData } from '@/commerce/widgets/redeem/redeem-route'
import { RedeemShop } from '@/commerce/widgets/redeem/redeem-shop.client'
import { contentRoute, segmentSlug, slugOfPath } from '@/content/route'
import { localizedPath } from '@/i18n/paths'
import { asLocale } from '@/i18n/routing'
import { findContentBySlug } from '@/server/content'

type Args = Parameters<ReturnType<typeof contentRoute>['Page']>[0]

/** The business redeem page of this path (/verifier-solde/resultat/entreprise/ and others). */
const content = contentRoute('pages', (locale, params) => {
  const pageId = segmentSlug(params.pageId)
  if (!pageId) return null
  const path = localizedPath(locale, { pathname: '/redeem/result/[pageId]', params: { pageId } })
  return slugOfPath(path, locale)
})

/**
 * Business redeem shop (/verifier-solde/resultat/{pageId}/): the editors' page of that path and
 * the redeem shop, narrowed to the category of the same slug when there is one.
 */
export default async function RedeemBusinessResultPage(args: Args) {
  const params = await args.params
  const locale = asLocale(params.locale)
  setRequestLocale(locale)
  const pageId = segmentSlug(params.pageId) ?? ''
  const [hasPage, category, data] = await Promise.all([
    content.exists(args),
    findContentBySlug('categories', pageId, locale),
    redeemPageData(locale),
  ])
  if (!hasPage && !category) notFound()
  return (
    <>
      {hasPage ? await content.Page(args) : <RedeemHeading>{category?.title}</RedeemHeading>}
      <RedeemFrame data={data}>
        <RedeemDoubler locale={locale} />
        <RedeemShop
          texts={data.texts}
          locale={locale}
          hideCaptchaBadge={data.hideCaptchaBadge}
          categoryId={category ? String(category.id) : undefined}
          balanceHref={data.hrefs.balance}
          checkoutHref={data.hrefs.checkout}
          basketHref={data.hrefs.basket}
          infoPath={data.hrefs.info}
        />
        <RedeemIdentify locale={locale} checkoutHref={data.hrefs.checkout} />
      </RedeemFrame>
    </>
  )
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  return (await content.exists(args))
    ? content.generateMetadata(args)
    : { robots: { index: false } }
}
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
