/** What the content route's templates (src/content) use of the Checkout widget: no component. */
export { checkoutTexts, type CheckoutTexts } from '../texts'
