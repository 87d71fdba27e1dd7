/**
 * Error codes of the order family of spec §8: 2035 (fraud) and 2036 (retry limit) are the spec's;
 * 2037 to 2042 are this gateway's own for the families it names without numbers. The key is also
 * the message key of the `OrderErrors` namespace. A payment error returns to the checkout as
 * `?error=<code>&order=<uuid>`.
 */
export const orderErrorCodes = {
  fraud: 2035,
  retryLimit: 2036,
  paymentFailed: 2037,
  paymentCanceled: 2038,
  paymentExpired: 2039,
  emptyOrder: 2040,
  orderNotFound: 2041,
  paymentMethodUnavailable: 2042,
} as const

export type OrderErrorKey = keyof typeof orderErrorCodes

export const orderErrorKey = (code: number): OrderErrorKey | undefined =>
  (Object.keys(orderErrorCodes) as OrderErrorKey[]).find((key) => orderErrorCodes[key] === code)

/** The error a payer comes back with, by the payment's state; null while nothing failed. */
export function paymentErrorCode(status: string, failureReason?: string | null): number | null {
  if (status === 'failed') {
    return failureReason === 'fraud' ? orderErrorCodes.fraud : orderErrorCodes.paymentFailed
  }
  if (status === 'canceled') return orderErrorCodes.paymentCanceled
  if (status === 'expired') return orderErrorCodes.paymentExpired
  return null
}
