import { Confirmation } from '@/commerce/widgets/checkout/confirmation.client'
import { checkoutRoute } from '@/commerce/widgets/checkout/checkout-route'
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
