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
import type { Locale } from '@/i18n/routing'

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
  /** The language the order was placed in, its e-mails'. */
  language: Locale
  /** The latest payment's state, joined in. */
  payment_status: PaymentStatus | null
  payment_reference: string | null
  payment_provider: string | null
  payment_created_at: Date | null
}

// grand_total is numeric, which pg hands over as a string: cents fit an integer.
const ORDER_COLUMNS = `o.id, o.uuid, o.order_number, o.status, o.flow, o.store_id, o.customer_id, o.packages,
  o.items_qty, o.email, o.currency, o.grand_total::integer AS grand_total, o.billing_address, o.delivery_address,
  o.deliveries, o.fees, o.payment_method, o.payment_attempts, o.invoice_number, o.placed_at,
  o.paid_at, o.card_payments, o.language, p.status AS payment_status, p.reference AS payment_reference,
  p.provider AS payment_provider, p.created_at AS payment_created_at`

const LATEST_PAYMENT = `LEFT JOIN LATERAL (SELECT status, reference, provider, created_at FROM payments
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
