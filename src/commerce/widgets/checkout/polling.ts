import { paymentErrorCodes } from './errors'
import type { PlacedOrderView } from './order'

/** How often and how long the processing page asks for the order after the payment. */
export const POLL_INTERVAL_MS = 1500
export const POLL_LIMIT_MS = 60_000

/** What the processing page does with an answer of placedOrder. */
export type PollDecision =
  | { kind: 'wait' }
  | { kind: 'paid' }
  | { kind: 'transfer' }
  | { kind: 'failed'; code: number }
  | { kind: 'timeout' }

const failures: Partial<Record<NonNullable<PlacedOrderView['paymentStatus']>, number>> = {
  failed: paymentErrorCodes.failed,
  canceled: paymentErrorCodes.canceled,
  expired: paymentErrorCodes.expired,
}

/**
 * Spec §4: a completed order goes to the thank-you page; a failed, canceled or expired payment
 * back to the checkout with its code; a bank transfer stays pending until the money arrives.
 * An open payment is asked again until the time is up.
 */
export function pollDecision(
  order: Pick<PlacedOrderView, 'status' | 'paymentStatus'> | null,
  elapsedMs: number,
): PollDecision {
  if (order?.status === 'COMPLETED') return { kind: 'paid' }
  const code = order?.paymentStatus ? failures[order.paymentStatus] : undefined
  if (code) return { kind: 'failed', code }
  if (order?.status === 'CANCELED') return { kind: 'failed', code: paymentErrorCodes.canceled }
  if (order?.paymentStatus === 'pending') return { kind: 'transfer' }
  return elapsedMs >= POLL_LIMIT_MS ? { kind: 'timeout' } : { kind: 'wait' }
}
