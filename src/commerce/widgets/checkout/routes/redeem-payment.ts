/** What /redeem/payment uses of the Checkout widget. */
export { checkoutTexts } from '../texts'
