import type { Metadata } from 'next'
import { getMessages, setRequestLocale } from 'next-intl/server'

import { checkoutTexts } from '@/commerce/widgets/checkout/routes/redeem-payment'
import {
  RedeemCheckout,
  RedeemFrame,
  RedeemHeading,
  redeemPageData,
} from '@/commerce/widgets/redeem/routes/redeem-payment'
import type fr from '@/i18n/messages/fr'

import { getStore } from '@/server/store'
import { routeLocale } from '@/server/route-store'

type Args = { params: Promise<{ store: string; locale: string }> }

/** Redeem checkout (/verifier-solde/paiement/): details, delivery, payment of the difference. */
export default async function RedeemPaymentPage({ params }: Args) {
  const locale = await routeLocale(await params)
  setRequestLocale(locale)
  const [data, messages, store] = await Promise.all([
    redeemPageData(locale),
    getMessages({ locale }),
    getStore(locale),
  ])
  return (
    <>
      <RedeemHeading>{data.texts.checkout.title}</RedeemHeading>
      <RedeemFrame data={data}>
        <RedeemCheckout
          texts={data.texts}
          checkoutTexts={checkoutTexts(messages as typeof fr)}
          locale={locale}
          storeCountry={store.country}
          termsHref={data.hrefs.terms}
          shopHref={data.hrefs.shop}
          balanceHref={data.hrefs.balance}
        />
      </RedeemFrame>
    </>
  )
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { texts } = await redeemPageData(await routeLocale(await params))
  return { title: texts.checkout.title, robots: { index: false, follow: false } }
}
