/** What /checkout uses of the Checkout widget. */
export { Checkout } from '../checkout.client'
export { checkoutRoute } from '../checkout-route'
export { checkoutFormTexts } from '../texts'
