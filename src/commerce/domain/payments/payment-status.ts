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
