/** The Checkout widget's public surface: what other widgets may use of it. */
export { PaymentFields } from './payment-fields-on-demand.client'
export { placeCheckoutErrors } from './errors'
export { FIELD_PATHS } from './field-paths'
export type { PaymentMethod } from './order'
export { POLL_INTERVAL_MS, pollDecision } from './polling'
export { checkoutTexts, paymentTexts, type CheckoutTexts } from './texts'
export { toCheckoutInput } from './form-input'
export { blankCheckout, type CheckoutValues } from './values'
