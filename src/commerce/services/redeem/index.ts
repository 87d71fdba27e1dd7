export {
  CANCELED_COLUMNS,
  type CanceledRedeemOrder,
  cancelUnpaidRedeemOrder,
  holdAgainForLatePayment,
  refundCanceledRedeemOrders,
} from './hold'
export { buildRedeemPackages } from './packages'
export { placeRedeemOrder } from './place'
export { placedRedeemOrder } from './placed'
export { answerSession, changeRedeemSession, type SessionChange, sessionExpired } from './service'
export { findRedeemSession, type RedeemSession, startRedeemSession } from './session'
