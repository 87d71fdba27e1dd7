import {
  Checkout,
  checkoutFormTexts,
  checkoutRoute,
} from '@/commerce/widgets/checkout/routes/checkout'
import { localizedPath } from '@/server/route-paths'

/** Checkout (/paiement/, spec §2): your details, shipping and payment on one page. */
const route = checkoutRoute(
  'title',
  ({ locale, texts, storeCountry, hideCaptchaBadge, retryPaymentPage }) => (
    <Checkout
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
