import {
  checkoutRoute,
  ProcessingPayment,
} from '@/commerce/widgets/checkout/routes/checkout-processing'
import { localizedPath } from '@/server/route-paths'

/** Payment processing (/paiement/paiement-en-cours/?order={uuid}, spec §2). */
const route = checkoutRoute('processingTitle', ({ locale, texts, confirmationV2 }) => {
  const orderPathTemplate = localizedPath(locale, {
    pathname: '/checkout/[orderUuid]',
    params: { orderUuid: 'ORDER' },
  })
  return (
    <ProcessingPayment
      texts={texts}
      checkoutHref={localizedPath(locale, '/checkout')}
      thankYouHref={confirmationV2 ? localizedPath(locale, '/checkout/thank-you') : null}
      orderPathTemplate={orderPathTemplate}
    />
  )
})

export default route.Page
export const generateMetadata = route.generateMetadata
