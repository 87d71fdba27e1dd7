/** What /checkout/processing uses of the Checkout widget. */
export { checkoutRoute } from '../checkout-route'
export { ProcessingPayment } from '../processing-payment.client'
