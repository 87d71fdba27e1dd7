import { ProcessingPayment } from '@/commerce/widgets/checkout/processing-payment.client'
import { checkoutRoute } from '@/commerce/widgets/checkout/checkout-route'
import { localizedPath } from '@/i18n/paths'

/** Payment processing (/paiement/paiement-en-cours/?order={uuid}, spec §2). */
const route = checkoutRoute('processingTitle', ({ locale, texts }) => (
  <ProcessingPayment
    texts={texts}
    checkoutHref={localizedPath(locale, '/checkout')}
    thankYouHref={localizedPath(locale, '/checkout/thank-you')}
    orderPathTemplate={localizedPath(locale, {
      pathname: '/checkout/[orderUuid]',
      params: { orderUuid: 'ORDER' },
    })}
  />
))

export default route.Page
export const generateMetadata = route.generateMetadata
