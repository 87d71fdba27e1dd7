import type { Payload } from 'payload'

import type { CartPackage } from '@/commerce/domain/cart'
import type {
  BillingAddress,
  PostalAddress,
  ShipmentDelivery,
} from '@/commerce/domain/orders/placed-order'
import type { OrderAttribution } from '@/commerce/domain/orders/attribution'
import type { OrderCardPayment } from '@/commerce/domain/redeem/redeem-settlement'
import type { Fees } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'

import { poolOf } from './pool'
import type { SqlClient } from './transaction'

/** What a placed redeem order took from each source card (orders.card_payments). */
export type CardPayment = OrderCardPayment & { card: number }

export type NewRedeemOrder = {
  storeId: number
  customerId: number | null
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
  paymentMethod: string | null | undefined
  cardPayments: CardPayment[]
  /** The redeem session it was placed from, and the session's revision then. */
  cartId: number
  cartRevision: number
  /** The language it was placed in: its e-mails are written in it. */
  language: Locale
} & OrderAttribution

/** A pending redeem order, numbered like every order. */
export async function insertRedeemOrder(
  client: SqlClient,
  order: NewRedeemOrder,
): Promise<{ id: number; uuid: string; order_number: string }> {
  const { rows } = await client.query<{ id: number; uuid: string; order_number: string }>(
    `INSERT INTO orders (uuid, status, flow, store_id, customer_id, packages, items_qty, email,
       customer_type, currency, grand_total, billing_address, delivery_address, deliveries, fees,
       payment_method, card_payments, cart_id, cart_revision, language, placed_from, click_id,
       order_number, payment_attempts, placed_at, revision, updated_at, created_at)
     VALUES (gen_random_uuid(), 'PENDING', 'redeem', $1, $2, $3::jsonb, $4, $5, $6, $7, $8,
       $9::jsonb, $10::jsonb, $11::jsonb, $12::jsonb, $13, $14::jsonb, $15, $16, $18, $19,
       $20::jsonb, $17 || lpad(nextval('order_number_seq')::text, 6, '0'), 0, now(), 0, now(),
       now())
     RETURNING id, uuid, order_number`,
    [
      order.storeId,
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
      JSON.stringify(order.cardPayments),
      order.cartId,
      order.cartRevision,
      `${order.storeId}-`,
      order.language,
      order.placedFrom,
      order.clickId ? JSON.stringify(order.clickId) : null,
    ],
  )
  return rows[0]!
}

/** The cards paid it all: the order completes at once, with its invoice number. */
export async function completeRedeemOrderPaidByCards(
  client: SqlClient,
  orderId: number,
): Promise<void> {
  await client.query(
    `UPDATE orders SET status = 'COMPLETED', paid_at = now(), updated_at = now(),
       invoice_number = 'F' || store_id || '-' || to_char(now() AT TIME ZONE
         (SELECT time_zone FROM stores WHERE stores.store_id = orders.store_id), 'YYYY')
         || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0')
     WHERE id = $1`,
    [orderId],
  )
}

/** What a redeem order's cards paid; null when the order is not a redeem order. */
export async function findRedeemCardPayments(
  payload: Payload,
  orderId: number,
): Promise<{ card_payments: CardPayment[] | null } | null> {
  const { rows } = await poolOf(payload).query<{ card_payments: CardPayment[] | null }>(
    `SELECT card_payments FROM orders WHERE id = $1 AND flow = 'redeem'`,
    [orderId],
  )
  return rows[0] ?? null
}
