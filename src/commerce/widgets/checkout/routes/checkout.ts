/** What /checkout uses of the Checkout widget. */
export { Checkout } from '../checkout.client'
export { FilledCheckout } from '../filled-checkout.client'
export { checkoutRoute } from '../checkout-route'
export { checkoutFormTexts } from '../texts'
