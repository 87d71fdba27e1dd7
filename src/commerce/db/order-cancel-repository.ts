import type { CartPackage } from '@/commerce/domain/cart'

import type { CardPayment } from './redeem-order-repository'
import type { SqlClient } from './transaction'

/** What a canceled order hands back to refund a redeem order's cards. */
export type CanceledOrder = {
  uuid: string
  card_payments: CardPayment[] | null
  packages: CartPackage[]
  cart_id: number | null
}

const CANCELED_COLUMNS = 'o.uuid, o.card_payments, o.packages, o.cart_id::int AS cart_id'

/**
 * Cancels the pending redeem order if no payment of it is open, on its way or paid; the order
 * canceled, or none.
 */
export async function cancelUnpaidRedeemOrderRow(
  client: SqlClient,
  orderId: number,
): Promise<CanceledOrder[]> {
  const { rows } = await client.query<CanceledOrder>(
    `UPDATE orders o SET status = 'CANCELED', canceled_at = now(), updated_at = now()
     WHERE o.id = $1 AND o.flow = 'redeem' AND o.status = 'PENDING' AND NOT EXISTS (
       SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status IN ('open', 'pending', 'paid'))
     RETURNING ${CANCELED_COLUMNS}`,
    [orderId],
  )
  return rows
}

/**
 * Cancels the orders pending longer than `pendingHours` without a paid payment nor a pending one
 * younger than `transferDays` (a bank transfer on its way).
 */
export async function cancelStaleOrders(
  client: SqlClient,
  pendingHours: number,
  transferDays: number,
): Promise<(CanceledOrder & { flow: string })[]> {
  const { rows } = await client.query<CanceledOrder & { flow: string }>(
    `UPDATE orders o SET status = 'CANCELED', canceled_at = now(), updated_at = now()
     WHERE o.status = 'PENDING' AND o.placed_at < now() - make_interval(hours => $1)
       AND NOT EXISTS (
         SELECT 1 FROM payments p WHERE p.order_id = o.id AND (p.status = 'paid'
           OR (p.status = 'pending' AND p.created_at > now() - make_interval(days => $2))))
     RETURNING o.flow, ${CANCELED_COLUMNS}`,
    [pendingHours, transferDays],
  )
  return rows
}

/** An order as a late payment finds it: its flow, status and what it held. */
export async function findOrderForLatePayment(
  client: SqlClient,
  orderId: number,
): Promise<(CanceledOrder & { flow: string; status: string }) | null> {
  const { rows } = await client.query<CanceledOrder & { flow: string; status: string }>(
    `SELECT flow, status, ${CANCELED_COLUMNS} FROM orders o WHERE o.id = $1`,
    [orderId],
  )
  return rows[0] ?? null
}
