export { localPaymentProvider, paymentProvider, webhookProvider } from './providers'
export { isCardMethod, storePaymentMethods } from './methods'
export { type CreatePaymentInput, type PaymentNotification } from './types'
