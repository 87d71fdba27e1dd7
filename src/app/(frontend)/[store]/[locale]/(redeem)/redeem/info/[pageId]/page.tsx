import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import {
  GiftcardInfo,
  RedeemFrame,
  redeemPageData,
} from '@/commerce/widgets/redeem/routes/redeem-info-page-id'
import type { Locale } from '@/i18n/routing'
import { findContentBySlug } from '@/server/content'
import { getStore } from '@/server/store'
import { routeIntlLocale, routeLocale } from '@/server/route-store'

type Args = { params: Promise<{ store: string; locale: string; pageId: string }> }

/** A product that can be chosen in exchange: a gift card or donation, not the choice card. */
async function exchangeable(locale: Locale, slug: string) {
  const product = await findContentBySlug('products', slug, locale)
  if (!product || product.multiBrand || product.productType === 'blankGiftCardPack') return null
  return product
}

/** Gift card info (/verifier-solde/info/{pageId}/): the product of that slug, for holders. */
export default async function RedeemInfoPage({ params }: Args) {
  const { pageId, ...route } = await params
  const locale = await routeLocale(route)
  setRequestLocale(locale)
  const [product, data, store] = await Promise.all([
    exchangeable(locale, pageId),
    redeemPageData(locale),
    getStore(locale),
  ])
  if (!product) notFound()
  return (
    <RedeemFrame data={data}>
      <GiftcardInfo
        product={product}
        texts={data.texts}
        intlLocale={routeIntlLocale(locale)}
        currency={store.currency ?? 'EUR'}
        shopHref={data.hrefs.shop}
      />
    </RedeemFrame>
  )
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { pageId, ...route } = await params
  const product = await exchangeable(await routeLocale(route), pageId)
  return { title: product?.redeemData?.title || product?.title, robots: { index: false } }
}
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
