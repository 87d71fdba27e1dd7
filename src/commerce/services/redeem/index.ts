export {
  cancelUnpaidRedeemOrder,
  holdAgainForLatePayment,
  refundCanceledRedeemOrders,
} from './hold'
export {
  addOriginalPackageToCart,
  addRedeemPackage,
  redeemOrder,
  updateRedeemPackage,
} from './package-changes'
export { placeRedeemOrder } from './place'
export { sessionExpired } from './service'
export { findRedeemSession, type RedeemSession, startRedeemSession } from './session'
