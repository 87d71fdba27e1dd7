import { checkoutMetadata } from '@/commerce/widgets/checkout/routes/checkout-thank-you'
import { fixedPageRoute } from '@/content/route'
import { templateRoute } from '@/content/template-route'

/** Confirmation v2 (/paiement/merci/?order={uuid}, spec §2): the confirmation template. */
const route = templateRoute('confirmation', fixedPageRoute('/checkout/thank-you'))

export default route.Page
export const generateMetadata = checkoutMetadata('thanksTitle')
