export {
  localPaymentProvider,
  paymentProvider,
  simulatorActive,
  webhookProvider,
} from './providers'
export { isCardMethod, storePaymentMethods } from './methods'
export {
  type CreatePaymentInput,
  type PaymentNotification,
  type PaymentProvider,
  type WebhookMessage,
} from './types'
