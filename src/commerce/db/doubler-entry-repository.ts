import type { Payload } from 'payload'

import type { CardStatus } from '@/commerce/domain/cards/card-check'
import type { Locale } from '@/i18n/routing'

import { poolOf } from './pool'

/** Enters a card in a month's draw; false when it is in already. */
export async function insertDoublerEntry(
  payload: Payload,
  entry: { cardId: number; email: string; drawMonth: string },
): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `INSERT INTO doubler_entries (card_id, email, draw_month, updated_at, created_at)
     VALUES ($1, $2, $3, now(), now())
     ON CONFLICT (card_id, draw_month) DO NOTHING`,
    [entry.cardId, entry.email, entry.drawMonth],
  )
  return rowCount === 1
}

export type EntryCardRow = {
  id: number
  lastFour: string
  status: CardStatus
  balance: number
  expiresAt: Date
  storeId: number
  productId: string
}

/** A card as an entry reads it, by id. */
export async function findEntryCard(payload: Payload, id: number): Promise<EntryCardRow | null> {
  const { rows } = await poolOf(payload).query<EntryCardRow>({
    name: 'doubler-card-by-id',
    text: `SELECT id, last_four AS "lastFour", status, balance::int AS balance,
             expires_at AS "expiresAt", store_id::int AS "storeId", product_id AS "productId"
           FROM gift_cards WHERE id = $1`,
    values: [id],
  })
  return rows[0] ?? null
}

/** A winner to tell: the draw, the entry's e-mail, the card and its balance after doubling. */
export type WinnerMail = {
  id: number
  draw_month: string
  amount: number
  email: string
  last_four: string
  product_title: string
  currency: string
  expires_at: Date
  balance: number
  store_id: number
  /** The language the card was bought in (its order's); null if that order is gone. */
  language: Locale | null
}

/** Claims every draw whose winner was not mailed yet (stamped now), so two runs never both send. */
export async function claimWinnerMails(payload: Payload): Promise<WinnerMail[]> {
  const { rows } = await poolOf(payload).query<WinnerMail>(
    `WITH claimed AS (
       UPDATE doubler_draws SET winner_mailed_at = now(), updated_at = now()
       WHERE winner_id IS NOT NULL AND winner_mailed_at IS NULL RETURNING *
     )
     SELECT d.id, d.draw_month, d.amount::int AS amount, e.email, c.last_four, c.product_title,
       c.currency, c.expires_at, l.balance_after::int AS balance, c.store_id::int AS store_id,
       o.language
     FROM claimed d
     JOIN doubler_entries e ON e.id = d.winner_id
     JOIN gift_cards c ON c.id = d.card_id
     LEFT JOIN orders o ON o.id = c.order_id
     JOIN card_ledger l ON l.card_id = c.id AND l.reason = 'doubling'
       AND l.reference = 'doubler:' || d.draw_month`,
  )
  return rows
}

/** The winner's mail claim taken back, so the next run tries again. */
export async function releaseWinnerMail(payload: Payload, drawId: number): Promise<void> {
  await poolOf(payload).query(`UPDATE doubler_draws SET winner_mailed_at = NULL WHERE id = $1`, [
    drawId,
  ])
}
