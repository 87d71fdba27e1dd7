/** What /checkout/[orderUuid] uses of the Checkout widget. */
export { checkoutMetadata } from '../checkout-route'
