import type { CardStatus } from '@/commerce/domain/cards/card-check'

import type { Queryable } from './pool'
import type { SqlClient } from './transaction'

/** Locks cards in id order before several ledger moves, so no two transactions wait in a circle. */
export async function lockGiftCards(client: SqlClient, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await client.query(`SELECT id FROM gift_cards WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [
    ids,
  ])
}

/** A card as the redeem rules and the card checks read it (expires_at: a date on its store's clock). */
export type CheckedCardRow = {
  id: number
  last_four: string
  balance: number
  status: CardStatus
  expires_at: string
  store_id: number
}

/**
 * These cards in id order; with `lock`, inside a transaction, their rows are locked in that
 * order, the order every balance change takes them in.
 */
export async function findCheckedCards(
  db: Queryable,
  ids: number[],
  { lock = false } = {},
): Promise<CheckedCardRow[]> {
  const { rows } = await db.query<CheckedCardRow>(
    `SELECT id, last_four, balance::int AS balance, status, store_id::int AS store_id,
       to_char(expires_at AT TIME ZONE
         (SELECT time_zone FROM stores WHERE stores.store_id = gift_cards.store_id),
         'YYYY-MM-DD') AS expires_at FROM gift_cards
     WHERE id = ANY($1::int[]) ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
    [ids],
  )
  return rows
}

/** A card's status, its row locked; null when there is no such card. */
export async function lockCardStatus(
  client: SqlClient,
  cardId: number,
): Promise<CardStatus | null> {
  const { rows } = await client.query<{ status: CardStatus }>(
    `SELECT status FROM gift_cards WHERE id = $1 FOR UPDATE`,
    [cardId],
  )
  return rows[0]?.status ?? null
}

/** A blank card activated: loaded with `amount`, valid until `expiresAt`. */
export async function activateCard(
  client: SqlClient,
  card: { id: number; amount: number; expiresAt: Date | string; receiverEmail: string },
): Promise<void> {
  await client.query(
    `UPDATE gift_cards SET status = 'active', activated_at = now(), initial_amount = $2,
       expires_at = $3, receiver_email = $4, updated_at = now()
     WHERE id = $1`,
    [card.id, card.amount, card.expiresAt, card.receiverEmail],
  )
}

/** A card's status and whether it is blocked for fraud, its row locked; null when none. */
export async function lockCardBlock(
  client: SqlClient,
  cardId: number,
): Promise<{ status: CardStatus; fraudBlock: boolean } | null> {
  const { rows } = await client.query<{ status: CardStatus; fraudBlock: boolean }>(
    `SELECT status, coalesce(fraud_block, false) AS "fraudBlock" FROM gift_cards
     WHERE id = $1 FOR UPDATE`,
    [cardId],
  )
  return rows[0] ?? null
}

export async function setCardStatus(
  client: SqlClient,
  cardId: number,
  status: CardStatus,
  fraudBlock: boolean,
): Promise<void> {
  await client.query(
    `UPDATE gift_cards SET status = $2, fraud_block = $3, updated_at = now() WHERE id = $1`,
    [cardId, status, fraudBlock],
  )
}
