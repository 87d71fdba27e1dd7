import { checkoutMetadata } from '@/commerce/widgets/checkout/routes/checkout-order-uuid'
import { fixedPageRoute, segmentSlug } from '@/content/route'
import { templateRoute } from '@/content/template-route'

/**
 * Confirmation (/paiement/{uuid}/, spec §2; also the link of a pending order's reminder): the
 * confirmation template with the editors' confirmation page (/paiement/merci/), for this order.
 */
const route = templateRoute('confirmation', fixedPageRoute('/checkout/thank-you'), {
  segments: (params) => ({ orderUuid: segmentSlug(params.orderUuid) ?? undefined }),
})

export default route.Page
export const generateMetadata = checkoutMetadata('thanksTitle')
