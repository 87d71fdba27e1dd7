import type { Payload } from 'payload'

import type { PaymentNotification } from '@/commerce/services/payments'

import { cancelUnpaidRedeemOrder, holdAgainForLatePayment } from '@/commerce/services/redeem/hold'
import { startIssuing } from './issue-queue'
import { inTransaction, type SqlClient } from '@/commerce/db/transaction'

export type NotificationOutcome =
  'replay' | 'unknownPayment' | 'paid' | 'alreadySettled' | 'awaitingTransfer' | 'unpaid'

type PaymentRow = { id: number; order_id: number; status: string; store_id: number }

/** Marks the order paid (also one given up meanwhile: the money came) and empties its cart. */
async function settlePaid(
  payload: Payload,
  client: SqlClient,
  payment: PaymentRow,
  method: string | null,
): Promise<boolean> {
  // A redeem order refunded meanwhile completes only if its cards still hold the money.
  if (!(await holdAgainForLatePayment(payload, client, payment.order_id))) return false
  const { rows } = await client.query<{ cart_id: number | null; cart_revision: number | null }>(
    `UPDATE orders SET status = 'COMPLETED', paid_at = now(), canceled_at = NULL,
       payment_method = coalesce($2, payment_method),
       invoice_number = 'F' || store_id || '-' || to_char(now() AT TIME ZONE 'Europe/Paris', 'YYYY')
         || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0'),
       updated_at = now()
     WHERE id = $1 AND status IN ('PENDING', 'CANCELED')
     RETURNING cart_id, cart_revision`,
    [payment.order_id, method],
  )
  const order = rows[0]
  if (!order) return false
  // The cart is emptied only as it was ordered: what the shopper added since stays.
  await client.query(
    `UPDATE orders SET packages = '[]'::jsonb, items_qty = 0, revision = revision + 1,
       updated_at = now()
     WHERE id = $1 AND status = 'cart' AND revision = $2`,
    [order.cart_id, order.cart_revision],
  )
  return true
}

async function apply(
  payload: Payload,
  client: SqlClient,
  providerId: string,
  notification: PaymentNotification,
): Promise<{ outcome: NotificationOutcome; orderId: number | null }> {
  const { rows: payments } = await client.query<PaymentRow>(
    `SELECT p.id, p.order_id, p.status, o.store_id FROM payments p
     JOIN orders o ON o.id = p.order_id
     WHERE p.reference = $1 AND p.provider = $2 FOR UPDATE OF p, o`,
    [notification.reference, providerId],
  )
  const payment = payments[0]
  if (!payment) return { outcome: 'unknownPayment', orderId: null }
  // Paid is final: a late 'failed' or 'open' of the same payment changes nothing.
  if (payment.status === 'paid') return { outcome: 'alreadySettled', orderId: payment.order_id }
  await client.query(`UPDATE payments SET status = $2, updated_at = now() WHERE id = $1`, [
    payment.id,
    notification.status,
  ])
  if (notification.status === 'paid') {
    const paid = await settlePaid(payload, client, payment, notification.method)
    return { outcome: paid ? 'paid' : 'alreadySettled', orderId: payment.order_id }
  }
  if (notification.status === 'pending') return { outcome: 'awaitingTransfer', orderId: null }
  // A redeem order holds its cards' money: given up at once when its payment ends unpaid.
  if (notification.status !== 'open') await cancelUnpaidRedeemOrder(client, payment.order_id)
  return { outcome: 'unpaid', orderId: null }
}

/**
 * Applies a verified provider notification once. The event's key is recorded in the same
 * transaction as its effect, so a replay (sequential, concurrent or late) finds it and stops; the
 * payment and its order are locked while the order moves. A paid order is issued by a job.
 */
export async function applyPaymentNotification(
  payload: Payload,
  providerId: string,
  notification: PaymentNotification,
): Promise<{ applied: boolean; outcome: NotificationOutcome }> {
  const result = await inTransaction(payload, async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO payment_events (key, reference, status, updated_at, created_at)
       VALUES ($1, $2, $3, now(), now()) ON CONFLICT (key) DO NOTHING`,
      [`${providerId}:${notification.eventId}`, notification.reference, notification.status],
    )
    if (rowCount !== 1) return { outcome: 'replay' as const, orderId: null }
    const applied = await apply(payload, client, providerId, notification)
    // An unknown payment is not remembered: the provider's retry may come after it is recorded.
    await client.query(
      applied.outcome === 'unknownPayment'
        ? `DELETE FROM payment_events WHERE key = $1`
        : `UPDATE payment_events SET outcome = $2 WHERE key = $1`,
      applied.outcome === 'unknownPayment'
        ? [`${providerId}:${notification.eventId}`]
        : [`${providerId}:${notification.eventId}`, applied.outcome],
    )
    return applied
  })
  if (result.outcome === 'paid' && result.orderId !== null) {
    await startIssuing(payload, result.orderId)
  }
  return { applied: result.outcome !== 'replay', outcome: result.outcome }
}
