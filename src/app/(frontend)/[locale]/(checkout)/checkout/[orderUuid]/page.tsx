import { Confirmation } from '@/commerce/widgets/Checkout/Confirmation.client'
import { checkoutRoute } from '@/commerce/widgets/Checkout/checkout-route'
import { localizedPath } from '@/i18n/paths'

/** Confirmation (/paiement/{uuid}/, spec §2): also the link of a pending order's reminder. */
const route = checkoutRoute('thanksTitle', ({ locale, texts, params }) => (
  <Confirmation
    texts={texts}
    locale={locale}
    uuid={params.orderUuid}
    registerHref={localizedPath(locale, '/account/register')}
  />
))

export default route.Page
export const generateMetadata = route.generateMetadata
