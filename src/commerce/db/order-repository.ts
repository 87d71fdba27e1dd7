import type { Payload } from 'payload'

import type { CartPackage } from '@/commerce/domain/cart'
import type {
  BillingAddress,
  OrderFlow,
  OrderStatus,
  PostalAddress,
  ShipmentDelivery,
} from '@/commerce/domain/orders/placed-order'
import type { OrderCardPayment } from '@/commerce/domain/redeem/redeem-settlement'
import type { Fees } from '@/commerce/domain/totals'
import type { PaymentStatus } from '@/commerce/domain/payments/payment-status'

import type { SqlClient } from './transaction'

/** An order row as the checkout and the account read it. */
export type OrderRow = {
  id: number
  uuid: string
  order_number: string
  status: OrderStatus
  flow: OrderFlow | null
  store_id: number
  customer_id: number | null
  packages: CartPackage[]
  items_qty: number
  email: string
  currency: string
  grand_total: number
  billing_address: BillingAddress
  delivery_address: PostalAddress | null
  deliveries: ShipmentDelivery[]
  fees: Fees
  payment_method: string | null
  payment_attempts: number
  invoice_number: string | null
  placed_at: Date
  paid_at: Date | null
  /** What each source card paid of a redeem order; null for any other order. */
  card_payments: OrderCardPayment[] | null
  /** The latest payment's state, joined in. */
  payment_status: PaymentStatus | null
  payment_reference: string | null
  payment_created_at: Date | null
}

// grand_total is numeric, which pg hands over as a string: cents fit an integer.
const ORDER_COLUMNS = `o.id, o.uuid, o.order_number, o.status, o.flow, o.store_id, o.customer_id, o.packages,
  o.items_qty, o.email, o.currency, o.grand_total::integer AS grand_total, o.billing_address, o.delivery_address,
  o.deliveries, o.fees, o.payment_method, o.payment_attempts, o.invoice_number, o.placed_at,
  o.paid_at, o.card_payments, p.status AS payment_status, p.reference AS payment_reference,
  p.created_at AS payment_created_at`

const LATEST_PAYMENT = `LEFT JOIN LATERAL (SELECT status, reference, created_at FROM payments
  WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) p ON true`

/** A placed order (not a cart) of this store by its uuid. */
export async function findPlacedOrder(
  payload: Payload,
  uuid: string,
  storeId: number,
): Promise<OrderRow | null> {
  const { rows } = await payload.db.pool.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o ${LATEST_PAYMENT}
     WHERE o.uuid = $1 AND o.store_id = $2 AND o.status <> 'cart'`,
    [uuid, storeId],
  )
  return rows[0] ?? null
}

/** A placed order by its row id (jobs). */
export async function findPlacedOrderById(payload: Payload, id: number): Promise<OrderRow | null> {
  const { rows } = await payload.db.pool.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o ${LATEST_PAYMENT} WHERE o.id = $1 AND o.status <> 'cart'`,
    [id],
  )
  return rows[0] ?? null
}

/** A customer's placed orders, newest first, and how many there are. */
export async function findCustomerOrders(
  payload: Payload,
  customerId: number,
  storeId: number,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = `o.customer_id = $1 AND o.store_id = $2 AND o.status <> 'cart'`
  const [{ rows }, count] = await Promise.all([
    payload.db.pool.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders o ${LATEST_PAYMENT} WHERE ${where}
       ORDER BY o.placed_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
      [customerId, storeId, limit, offset],
    ),
    payload.db.pool.query<{ total: string }>(
      `SELECT count(*) AS total FROM orders o WHERE ${where}`,
      [customerId, storeId],
    ),
  ])
  return { rows, total: Number(count.rows[0]?.total ?? 0) }
}

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
    payment_method = $13, updated_at = now()`
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
       payment_method, order_number, flow, cart_id, cart_revision, payment_attempts, placed_at,
       revision, updated_at, created_at)
     VALUES (gen_random_uuid(), 'PENDING', $1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9::jsonb,
       $10::jsonb, $11::jsonb, $12::jsonb, $13,
       $16 || lpad(nextval('order_number_seq')::text, 6, '0'), 'regular', $14, $15, 0,
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
  const { rowCount } = await payload.db.pool.query(
    `UPDATE orders SET payment_attempts = payment_attempts + 1, updated_at = now()
     WHERE id = $1 AND status = 'PENDING' AND payment_attempts < $2`,
    [orderId, limit],
  )
  return rowCount === 1
}
