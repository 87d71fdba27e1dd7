import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'

import { confirmationDue } from './mail-claim'
import { poolOf } from './pool'

/** Claims a completed order's confirmation for `claimMinutes`; false when it is not due. */
export async function claimOrderConfirmation(
  payload: Payload,
  orderId: number,
  claimMinutes: number,
): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE orders SET confirmation_claimed_at = now()
     WHERE id = $1 AND status = 'COMPLETED' AND ${confirmationDue('$2')}`,
    [orderId, claimMinutes],
  )
  return rowCount === 1
}

/** The claimed confirmation left: stamped sent, nobody sends it again. */
export async function markConfirmationSent(payload: Payload, orderId: number): Promise<void> {
  await poolOf(payload).query(`UPDATE orders SET confirmation_sent_at = now() WHERE id = $1`, [
    orderId,
  ])
}

/** The claimed confirmation could not leave: the claim is given back. */
export async function releaseConfirmationClaim(payload: Payload, orderId: number): Promise<void> {
  await poolOf(payload).query(
    `UPDATE orders SET confirmation_claimed_at = NULL WHERE id = $1 AND confirmation_sent_at IS NULL`,
    [orderId],
  )
}

/** What an activation's confirmation tells the holder. */
export type ActivationConfirmation = {
  order_number: string
  email: string
  amount: number
  currency: string
  last_four: string
  expires_at: Date
  language: Locale
  store_id: number
}

/**
 * Claims an activation's confirmation for `claimMinutes` once its card was loaded by this order
 * (its 'issue' ledger row); null when it is not due.
 */
export async function claimActivationConfirmation(
  payload: Payload,
  orderId: number,
  claimMinutes: number,
): Promise<ActivationConfirmation | null> {
  const { rows } = await poolOf(payload).query<ActivationConfirmation>(
    `UPDATE orders o SET confirmation_claimed_at = now() FROM gift_cards c
     WHERE o.id = $1 AND c.id = o.activation_card_id AND ${confirmationDue('$2')}
       AND EXISTS (SELECT 1 FROM card_ledger l WHERE l.card_id = c.id AND l.reason = 'issue'
         AND l.reference = o.uuid)
     RETURNING o.order_number, o.email, o.grand_total::int AS amount, o.currency, c.last_four,
       c.expires_at, o.language, o.store_id::int AS store_id`,
    [orderId, claimMinutes],
  )
  return rows[0] ?? null
}

/**
 * Up to `limit` paid orders, oldest payment first, without their cards or with a confirmation
 * due (one claimed by a sender still within its claim is that sender's to send).
 */
export async function findOrdersToFulfil(
  payload: Payload,
  claimMinutes: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `SELECT id FROM orders WHERE status = 'COMPLETED'
       AND (cards_issued_at IS NULL OR (${confirmationDue('$1')}))
     ORDER BY paid_at LIMIT $2`,
    [claimMinutes, limit],
  )
  return rows.map((row) => row.id)
}
