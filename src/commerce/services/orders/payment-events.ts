import type { Payload } from 'payload'

import type { PaymentNotification } from '@/commerce/services/payments'

import { cancelUnpaidRedeemOrder, holdAgainForLatePayment } from '@/commerce/services/redeem/hold'
import { startIssuing } from './issue-queue'
import { sendTransferInstructions } from './transfer-mails'
import { emptyOrderedCart } from '@/commerce/db/cart-repository'
import { settlePaidOrder } from '@/commerce/db/paid-order-repository'
import {
  forgetPaymentEvent,
  recordPaymentEvent,
  setPaymentEventOutcome,
} from '@/commerce/db/payment-event-repository'
import {
  flagPaymentForReview,
  lockPaymentByReference,
  type NotifiedPayment,
  setPaymentStatus,
} from '@/commerce/db/payment-repository'
import { inTransaction, type SqlClient } from '@/commerce/db/transaction'
import type { PaymentReview } from '@/commerce/domain/payments/payment-status'
import { logger } from '@/server/logger'
import { metrics } from '@/server/metrics/registry'

export type NotificationOutcome =
  'replay' | 'unknownPayment' | 'paid' | 'alreadySettled' | 'review' | 'awaitingTransfer' | 'unpaid'

/** Whether the payment pays the order's total as it stands now (a new placing may change it). */
const paysOrderTotal = (payment: NotifiedPayment) =>
  payment.amount === payment.order_total && payment.currency === payment.order_currency

/**
 * Money taken that completes nothing is neither kept silently nor refunded by itself: the payment
 * is flagged for staff, who refund it or reconcile it by hand, and the log names both ids.
 */
async function leaveForReview(client: SqlClient, payment: NotifiedPayment, review: PaymentReview) {
  await flagPaymentForReview(client, payment.id, review)
  logger().warn(
    {
      orderId: payment.order_id,
      paymentId: payment.id,
      review,
      paid: `${payment.amount} ${payment.currency}`,
      orderTotal: `${payment.order_total} ${payment.order_currency}`,
    },
    `Payment ${payment.id} of order ${payment.order_id} left for review (${review})`,
  )
}

/** Marks the order paid (also one given up meanwhile: the money came) and empties its cart. */
async function settlePaid(
  payload: Payload,
  client: SqlClient,
  payment: NotifiedPayment,
  method: string | null,
): Promise<boolean> {
  // A redeem order refunded meanwhile completes only if its cards still hold the money.
  if (!(await holdAgainForLatePayment(payload, client, payment.order_id))) return false
  const order = await settlePaidOrder(client, payment.order_id, method)
  if (!order) return false
  await emptyOrderedCart(client, order.cart_id, order.cart_revision)
  return true
}

async function apply(
  payload: Payload,
  client: SqlClient,
  providerId: string,
  notification: PaymentNotification,
): Promise<{ outcome: NotificationOutcome; orderId: number | null }> {
  const payment = await lockPaymentByReference(client, notification.reference, providerId)
  if (!payment) return { outcome: 'unknownPayment', orderId: null }
  // Paid is final: a late 'failed' or 'open' of the same payment changes nothing.
  if (payment.status === 'paid') return { outcome: 'alreadySettled', orderId: payment.order_id }
  await setPaymentStatus(client, payment.id, notification.status)
  if (notification.status === 'paid') {
    if (!paysOrderTotal(payment)) {
      await leaveForReview(client, payment, 'amountMismatch')
      return { outcome: 'review', orderId: null }
    }
    if (await settlePaid(payload, client, payment, notification.method)) {
      return { outcome: 'paid', orderId: payment.order_id }
    }
    // Paid twice (another payment completed the order), or the order can no longer be paid.
    await leaveForReview(client, payment, 'orderNotPayable')
    return { outcome: 'alreadySettled', orderId: payment.order_id }
  }
  if (notification.status === 'pending') {
    return { outcome: 'awaitingTransfer', orderId: payment.order_id }
  }
  // A redeem order holds its cards' money: given up at once when its payment ends unpaid.
  if (notification.status !== 'open') await cancelUnpaidRedeemOrder(client, payment.order_id)
  return { outcome: 'unpaid', orderId: null }
}

/**
 * Applies a verified provider notification once. The event's key is recorded in the same
 * transaction as its effect, so a replay (sequential, concurrent or late) finds it and stops; the
 * payment and its order are locked while the order moves. A paid order is issued by a job; an
 * order awaiting its bank transfer gets the store's bank details by e-mail.
 */
export async function applyPaymentNotification(
  payload: Payload,
  providerId: string,
  notification: PaymentNotification,
): Promise<{ applied: boolean; outcome: NotificationOutcome }> {
  const result = await inTransaction(payload, async (client) => {
    const key = `${providerId}:${notification.eventId}`
    const event = { key, reference: notification.reference, status: notification.status }
    if (!(await recordPaymentEvent(client, event))) {
      return { outcome: 'replay' as const, orderId: null }
    }
    const applied = await apply(payload, client, providerId, notification)
    // An unknown payment is not remembered: the provider's retry may come after it is recorded.
    if (applied.outcome === 'unknownPayment') await forgetPaymentEvent(client, key)
    else await setPaymentEventOutcome(client, key, applied.outcome)
    return applied
  })
  // Once committed; the outcomes are the union above.
  metrics().payments.inc({ outcome: result.outcome })
  if (result.outcome === 'paid' && result.orderId !== null) {
    await startIssuing(payload, result.orderId)
  }
  // The buyer learns where to transfer to once the provider holds the order open for it.
  if (result.outcome === 'awaitingTransfer' && result.orderId !== null) {
    await sendTransferInstructions(payload, result.orderId)
  }
  return { applied: result.outcome !== 'replay', outcome: result.outcome }
}
