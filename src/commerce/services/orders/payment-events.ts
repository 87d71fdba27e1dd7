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
  lockPaymentByReference,
  type NotifiedPayment,
  setPaymentStatus,
} from '@/commerce/db/payment-repository'
import { inTransaction, type SqlClient } from '@/commerce/db/transaction'

export type NotificationOutcome =
  'replay' | 'unknownPayment' | 'paid' | 'alreadySettled' | 'awaitingTransfer' | 'unpaid'

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
    const paid = await settlePaid(payload, client, payment, notification.method)
    return { outcome: paid ? 'paid' : 'alreadySettled', orderId: payment.order_id }
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
  if (result.outcome === 'paid' && result.orderId !== null) {
    await startIssuing(payload, result.orderId)
  }
  // The buyer learns where to transfer to once the provider holds the order open for it.
  if (result.outcome === 'awaitingTransfer' && result.orderId !== null) {
    await sendTransferInstructions(payload, result.orderId)
  }
  return { applied: result.outcome !== 'replay', outcome: result.outcome }
}
