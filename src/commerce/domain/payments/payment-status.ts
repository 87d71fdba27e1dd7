/** Where a payment stands at its provider; `pending` is a bank transfer awaiting the money. */
export const PAYMENT_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * Why a paid payment is left for staff to review instead of completing its order: its amount or
 * currency differs from the order's total, or the order was paid (or closed) by then.
 */
export const PAYMENT_REVIEWS = ['amountMismatch', 'orderNotPayable'] as const
export type PaymentReview = (typeof PAYMENT_REVIEWS)[number]
