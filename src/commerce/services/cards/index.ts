export { cardCheckError, formatCardDate } from './card-checks'
export { cardOwnerOn } from './card-owner'
export { InsufficientBalance, moveBalances } from './card-ledger'
export {
  addGiftcardPayment,
  checkGiftcardPayment,
  giftcardInfo,
  removeGiftcardPayment,
} from './holder-requests'
export { noCardPayments } from './card-payments'
export { resendCardMail } from './resend'
export { cardNumberHash, cardPinHash, cardSecrets, cardSeed } from './secrets'
export { adjustCardBalance } from './adjust'
export { setCardBlocked, staffCard } from './staff-actions'
export { type VerifiedCard, verifyCard } from './verify'
