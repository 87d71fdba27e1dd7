export { forgetOrderAccess, grantOrderAccess, withOrderAccessCookie } from './access-cookie'
export { ACCESS_TOKEN, accessArgument } from './access-token'
export { sendDueCardMails } from './card-mails'
export { fulfilOrder, fulfilPaidOrders } from './fulfil'
export { startIssuing } from './issue-queue'
export { CLAIM_MINUTES } from './mail-claim'
export {
  absoluteUrl,
  confirmationDue,
  confirmationSent,
  invoicePdf,
  MAIL_LOCALE,
  releaseConfirmation,
} from './order-mails'
export { orderProof } from './ownership'
export { applyPaymentNotification } from './payment-events'
export { followUpPendingOrders } from './pending'
export { placeOrder } from './place'
export { toOrderStatus, toPlacedOrder } from './placed-view'
export { reconcilePayment } from './reconcile'
export { reorderInput } from './reorder'
export { storeContact } from './snapshot'
export { startPayment } from './start-payment'
export { findCustomerOrders, findPlacedOrder } from '@/commerce/db/order-repository'
