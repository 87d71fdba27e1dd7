import type { Payload } from 'payload'

import type { Fees } from '@/commerce/domain/totals'
import type { OrderAttribution } from '@/commerce/domain/orders/attribution'
import type { Locale } from '@/i18n/routing'

import { poolOf } from './pool'
import type { SqlClient } from './transaction'

/** An order's flow ('regular', 'redeem', 'activation'); null when there is no such order. */
export async function findOrderFlow(payload: Payload, orderId: number): Promise<string | null> {
  const { rows } = await poolOf(payload).query<{ flow: string }>(
    `SELECT flow FROM orders WHERE id = $1`,
    [orderId],
  )
  return rows[0]?.flow ?? null
}

/**
 * The card, locked, if it may be activated here: of this store, not activated, and not paid for
 * by another activation already.
 */
export async function lockActivatableCard(
  client: SqlClient,
  numberHash: string,
  storeId: number,
): Promise<{ id: number } | null> {
  const { rows } = await client.query<{ id: number }>(
    `SELECT c.id FROM gift_cards c
     WHERE c.number_hash = $1 AND c.store_id = $2 AND c.status = 'notActivated'
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.activation_card_id = c.id
         AND o.flow = 'activation' AND o.status = 'COMPLETED')
     FOR UPDATE OF c`,
    [numberHash, storeId],
  )
  return rows[0] ?? null
}

export type NewActivationOrder = {
  storeId: number
  cardId: number
  email: string
  currency: string
  amount: number
  fees: Fees
  paymentMethod: string
  /** The language it was placed in: the holder's confirmation is written in it. */
  language: Locale
} & OrderAttribution

/**
 * The card's pending activation orders nobody is paying are given up, and a new one is written
 * (its payment reminder stamped at once: none is sent).
 */
export async function replacePendingActivation(
  client: SqlClient,
  order: NewActivationOrder,
): Promise<{ id: number; uuid: string; order_number: string }> {
  await client.query(
    `UPDATE orders o SET status = 'CANCELED', canceled_at = now(), updated_at = now()
     WHERE o.activation_card_id = $1 AND o.flow = 'activation' AND o.status = 'PENDING'
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id
         AND p.status IN ('paid', 'pending'))`,
    [order.cardId],
  )
  const { rows } = await client.query<{ id: number; uuid: string; order_number: string }>(
    `INSERT INTO orders (uuid, status, store_id, packages, items_qty, email, currency, grand_total,
       billing_address, deliveries, fees, payment_method, language, placed_from, click_id,
       order_number, flow, activation_card_id, payment_attempts, placed_at, reminder_sent_at,
       revision, updated_at, created_at)
     VALUES (gen_random_uuid(), 'PENDING', $1, '[]'::jsonb, 0, $2, $3, $4, $5::jsonb, '[]'::jsonb,
       $6::jsonb, $7, $10, $11, $12::jsonb,
       $9 || lpad(nextval('order_number_seq')::text, 6, '0'), 'activation', $8, 0, now(), now(),
       0, now(), now())
     RETURNING id, uuid, order_number`,
    [
      order.storeId,
      order.email,
      order.currency,
      order.amount,
      JSON.stringify({ email: order.email }),
      JSON.stringify(order.fees),
      order.paymentMethod,
      order.cardId,
      `${order.storeId}-`,
      order.language,
      order.placedFrom,
      order.clickId ? JSON.stringify(order.clickId) : null,
    ],
  )
  return rows[0]!
}

export type PaidActivation = {
  id: number
  uuid: string
  card_id: number
  amount: number
  email: string
  paid_at: Date
  /** Its store's clock, in which the card's validity is counted. */
  time_zone: string
}

/** The paid activation whose card is not loaded yet, locked; null when there is none. */
export async function lockPaidActivation(
  client: SqlClient,
  orderId: number,
): Promise<PaidActivation | null> {
  const { rows } = await client.query<PaidActivation>(
    `SELECT id, uuid, activation_card_id AS card_id, grand_total::int AS amount, email, paid_at,
       (SELECT time_zone FROM stores WHERE stores.store_id = orders.store_id) AS time_zone
     FROM orders WHERE id = $1 AND flow = 'activation' AND status = 'COMPLETED'
       AND cards_issued_at IS NULL AND activation_card_id IS NOT NULL
     FOR UPDATE`,
    [orderId],
  )
  return rows[0] ?? null
}

/** The activation is done: its card loaded, or (`confirmed`) nothing to load nor to confirm. */
export async function markActivationDone(
  client: SqlClient,
  orderId: number,
  { confirmed }: { confirmed: boolean },
): Promise<void> {
  await client.query(
    confirmed
      ? `UPDATE orders SET cards_issued_at = now(), confirmation_sent_at = now() WHERE id = $1`
      : `UPDATE orders SET cards_issued_at = now() WHERE id = $1`,
    [orderId],
  )
}
