import type { Payload } from 'payload'

import type { CartPackage } from '@/commerce/domain/cart'
import type {
  BillingAddress,
  PostalAddress,
  ShipmentDelivery,
} from '@/commerce/domain/orders/placed-order'
import type { ClickId } from '@/commerce/domain/orders/attribution'
import type { Fees } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'

import { poolOf } from './pool'
import type { SqlClient } from './transaction'

export type NewOrder = {
  storeId: number
  customerId: number | null
  cartId: number
  cartRevision: number
  packages: CartPackage[]
  itemsQty: number
  email: string
  customerType: string
  currency: string
  grandTotal: number
  billingAddress: BillingAddress
  deliveryAddress: PostalAddress | null
  deliveries: ShipmentDelivery[]
  fees: Fees
  paymentMethod: string
  placedFrom: string | null
  clickId: ClickId | null
  /** The language it was placed in: its e-mails are written in it. */
  language: Locale
}

const orderValues = (order: NewOrder) => [
  order.customerId,
  JSON.stringify(order.packages),
  order.itemsQty,
  order.email,
  order.customerType,
  order.currency,
  order.grandTotal,
  JSON.stringify(order.billingAddress),
  order.deliveryAddress ? JSON.stringify(order.deliveryAddress) : null,
  JSON.stringify(order.deliveries),
  JSON.stringify(order.fees),
  order.paymentMethod,
  order.placedFrom,
  order.clickId ? JSON.stringify(order.clickId) : null,
  order.language,
]

/**
 * The pending order placed from this very cart revision gets the new details (a payment retried
 * after a failure); otherwise the cart's other pending orders are given up and a new one is
 * made. The cart row is locked meanwhile, so two clicks on 'Pay' make one order.
 */
export async function upsertPendingOrder(
  client: SqlClient,
  order: NewOrder,
): Promise<{ id: number; uuid: string; order_number: string; payment_attempts: number }> {
  await client.query(`SELECT id FROM orders WHERE id = $1 FOR UPDATE`, [order.cartId])
  const { rows: same } = await client.query<{ id: number }>(
    `SELECT id FROM orders WHERE cart_id = $1 AND cart_revision = $2 AND status = 'PENDING'
     ORDER BY id DESC LIMIT 1`,
    [order.cartId, order.cartRevision],
  )
  const columns = `customer_id = $2, packages = $3::jsonb, items_qty = $4, email = $5,
    customer_type = $6, currency = $7, grand_total = $8, billing_address = $9::jsonb,
    delivery_address = $10::jsonb, deliveries = $11::jsonb, fees = $12::jsonb,
    payment_method = $13, placed_from = $14, click_id = $15::jsonb, language = $16,
    updated_at = now()`
  if (same[0]) {
    const { rows } = await client.query<{
      id: number
      uuid: string
      order_number: string
      payment_attempts: number
    }>(
      `UPDATE orders SET ${columns} WHERE id = $1
       RETURNING id, uuid, order_number, payment_attempts`,
      [same[0].id, ...orderValues(order)],
    )
    return rows[0]!
  }
  await client.query(
    `UPDATE orders o SET status = 'CANCELED', canceled_at = now(), updated_at = now()
     WHERE o.cart_id = $1 AND o.status = 'PENDING' AND NOT EXISTS (SELECT 1 FROM payments p
       WHERE p.order_id = o.id AND p.status IN ('paid', 'pending'))`,
    [order.cartId],
  )
  const { rows } = await client.query<{
    id: number
    uuid: string
    order_number: string
    payment_attempts: number
  }>(
    `INSERT INTO orders (uuid, status, store_id, customer_id, packages, items_qty, email,
       customer_type, currency, grand_total, billing_address, delivery_address, deliveries, fees,
       payment_method, placed_from, click_id, language, order_number, flow, cart_id,
       cart_revision, payment_attempts, placed_at, revision, updated_at, created_at)
     VALUES (gen_random_uuid(), 'PENDING', $1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9::jsonb,
       $10::jsonb, $11::jsonb, $12::jsonb, $13, $14, $15::jsonb, $16,
       $19 || lpad(nextval('order_number_seq')::text, 6, '0'), 'regular', $17, $18, 0,
       now(), 0, now(), now())
     RETURNING id, uuid, order_number, payment_attempts`,
    [order.storeId, ...orderValues(order), order.cartId, order.cartRevision, `${order.storeId}-`],
  )
  return rows[0]!
}

/** Counts a payment attempt unless the limit is reached; false when it is. */
export async function countAttempt(
  payload: Payload,
  orderId: number,
  limit: number,
): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE orders SET payment_attempts = payment_attempts + 1, updated_at = now()
     WHERE id = $1 AND status = 'PENDING' AND payment_attempts < $2`,
    [orderId, limit],
  )
  return rowCount === 1
}

/**
 * Stamps the reminder of orders pending for `afterMinutes` whose payment was interrupted (none
 * paid nor on its way); the orders stamped, once each.
 */
export async function claimPaymentReminders(
  payload: Payload,
  afterMinutes: number,
): Promise<number[]> {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `UPDATE orders o SET reminder_sent_at = now()
     WHERE o.status = 'PENDING' AND o.reminder_sent_at IS NULL
       AND o.placed_at < now() - make_interval(mins => $1)
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id
         AND p.status IN ('paid', 'pending'))
     RETURNING o.id`,
    [afterMinutes],
  )
  return rows.map((row) => row.id)
}

/** Gives a reminder's claim back: its mail failed, the next run of the job tries again. */
export async function releasePaymentReminder(payload: Payload, orderId: number): Promise<void> {
  await poolOf(payload).query(`UPDATE orders SET reminder_sent_at = NULL WHERE id = $1`, [orderId])
}
