import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'

import { claimable } from './mail-claim'
import { poolOf } from './pool'
import type { SqlClient } from './transaction'

/** A digital card whose e-mail is due, with what the e-mail shows. */
export type DueCardMail = {
  id: number
  order_uuid: string
  package_id: string
  card_index: number
  seed_nonce: number
  product_title: string
  product_image: { url: string } | null
  currency: string
  initial_amount: number
  expires_at: Date
  receiver_name: string | null
  receiver_email: string
  message: string | null
  buyer_name: string | null
  /** The order's language, the mail's. */
  language: Locale
  /** The store the card was bought in: its links lead there. */
  store_id: number
}

/**
 * Claims for `claimMinutes` up to 100 digital cards (of one order, or all) whose moment has come
 * and whose e-mail has not left; cards another sender is claiming are skipped.
 */
export async function claimDueCardMails(
  payload: Payload,
  orderId: number | null,
  claimMinutes: number,
): Promise<DueCardMail[]> {
  const { rows } = await poolOf(payload).query<DueCardMail>(
    `WITH due AS (
       SELECT c.id FROM gift_cards c
       WHERE c.delivery_type = 'DIGITAL' AND c.mail_sent_at IS NULL AND c.deliver_at <= now()
         AND c.receiver_email IS NOT NULL AND ($1::int IS NULL OR c.order_id = $1)
         AND ${claimable('c.mail_claimed_at', '$2')}
       ORDER BY c.id LIMIT 100 FOR UPDATE SKIP LOCKED)
     UPDATE gift_cards c SET mail_claimed_at = now() FROM due, orders o
     WHERE c.id = due.id AND o.id = c.order_id
     RETURNING c.id, o.uuid AS order_uuid, c.package_id, c.card_index, c.seed_nonce,
       c.product_title, c.currency, c.initial_amount, c.expires_at, c.receiver_name,
       c.receiver_email, c.message, o.language, o.store_id::int AS store_id,
       (SELECT p -> 'image' FROM jsonb_array_elements(o.packages) p
         WHERE p ->> 'id' = c.package_id) AS product_image,
       concat_ws(' ', o.billing_address ->> 'firstName', o.billing_address ->> 'lastName')
         AS buyer_name`,
    [orderId, claimMinutes],
  )
  return rows
}

export async function markCardMailSent(payload: Payload, cardId: number): Promise<void> {
  await poolOf(payload).query(`UPDATE gift_cards SET mail_sent_at = now() WHERE id = $1`, [cardId])
}

/** The claimed card e-mails that could not leave: their claims are given back. */
export async function releaseCardMailClaims(payload: Payload, cardIds: number[]): Promise<void> {
  await poolOf(payload).query(
    `UPDATE gift_cards SET mail_claimed_at = NULL WHERE id = ANY($1) AND mail_sent_at IS NULL`,
    [cardIds],
  )
}

/** Whether the card's e-mail has left. */
export async function cardMailSent(payload: Payload, cardId: number): Promise<boolean> {
  const { rows } = await poolOf(payload).query<{ sent: boolean }>(
    `SELECT mail_sent_at IS NOT NULL AS sent FROM gift_cards WHERE id = $1`,
    [cardId],
  )
  return rows[0]?.sent ?? false
}

/** A card's e-mail state, its row locked. */
export type CardMailState = {
  order_id: number
  delivery_type: string
  receiver_email: string | null
  deliver_at: Date | null
  mail_claimed_at: Date | null
  mail_sent_at: Date | null
}

export async function lockCardMailState(
  client: SqlClient,
  cardId: number,
): Promise<CardMailState | null> {
  const { rows } = await client.query<CardMailState>(
    `SELECT order_id, delivery_type, receiver_email, deliver_at, mail_claimed_at, mail_sent_at
     FROM gift_cards WHERE id = $1 FOR UPDATE`,
    [cardId],
  )
  return rows[0] ?? null
}

/**
 * The card's e-mail to send again: its claim and sent stamps cleared, and its receiver's address
 * replaced when `receiverEmail` is given (an admin's override).
 */
export async function clearCardMailStamps(
  client: SqlClient,
  cardId: number,
  receiverEmail: string | null = null,
): Promise<void> {
  await client.query(
    `UPDATE gift_cards SET mail_sent_at = NULL, mail_claimed_at = NULL,
       receiver_email = coalesce($2, receiver_email), updated_at = now()
     WHERE id = $1`,
    [cardId, receiverEmail],
  )
}
