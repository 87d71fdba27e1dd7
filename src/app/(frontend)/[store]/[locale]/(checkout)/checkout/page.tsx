import type { ComponentProps } from 'react'

import { callerFor } from '@/commerce/client/caller'
import {
  Checkout,
  checkoutFormTexts,
  checkoutRoute,
} from '@/commerce/widgets/checkout/routes/checkout'
import { serverCheckout } from '@/commerce/widgets/checkout/routes/server-checkout.server'
import type { Locale } from '@/i18n/routing'
import { localizedPath } from '@/server/route-paths'
import { getStore } from '@/server/store'

// A guest's first step is rendered with their basket, read from its cookie: rendered for each
// request (no locale is prerendered, so Next cannot learn this at build time).
export const dynamic = 'force-dynamic'

type Props = Omit<ComponentProps<typeof Checkout>, 'serverCheckout' | 'locale'> & { locale: Locale }

/** The checkout with what its first step needs read on the server (null for a customer). */
async function CheckoutWithBasket(props: Props) {
  const caller = callerFor(await getStore(props.locale), props.locale)
  return <Checkout {...props} serverCheckout={await serverCheckout(caller, props.checkoutHref)} />
}

/** Checkout (/paiement/, spec §2): your details, shipping and payment on one page. */
const route = checkoutRoute(
  'title',
  ({ locale, texts, storeCountry, hideCaptchaBadge, retryPaymentPage }) => (
    <CheckoutWithBasket
      locale={locale}
      texts={checkoutFormTexts(texts)}
      storeCountry={storeCountry}
      hideCaptchaBadge={hideCaptchaBadge}
      retryPaymentPage={retryPaymentPage}
      termsHref={localizedPath(locale, '/terms')}
      cartHref={localizedPath(locale, '/cart')}
      checkoutHref={localizedPath(locale, '/checkout')}
      giftCardsHref={localizedPath(locale, '/gift-cards')}
    />
  ),
)

export default route.Page
export const generateMetadata = route.generateMetadata
