/** What /checkout/thank-you uses of the Checkout widget. */
export { checkoutMetadata } from '../checkout-route'
