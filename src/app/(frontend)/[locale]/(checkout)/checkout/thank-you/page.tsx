import { Confirmation } from '@/commerce/widgets/checkout/confirmation.client'
import { checkoutRoute } from '@/commerce/widgets/checkout/checkout-route'
import { localizedPath } from '@/i18n/paths'

/** Confirmation v2 (/paiement/merci/?order={uuid}, spec §2). */
const route = checkoutRoute('thanksTitle', ({ locale, texts }) => (
  <Confirmation
    texts={texts}
    locale={locale}
    registerHref={localizedPath(locale, '/account/register')}
  />
))

export default route.Page
export const generateMetadata = route.generateMetadata
