import type { Payload } from 'payload'

import type { CardStatus } from '@/commerce/domain/cards/card-check'

import { poolOf } from './pool'

/** A card as a balance check and a card payment read it (expiresAt: the stored moment). */
export type CardRow = {
  id: number
  lastFour: string
  storeId: number
  status: CardStatus
  balance: number
  expiresAt: Date
  productId: string
  productTitle: string
  currency: string
  receiverEmail: string | null
}

/**
 * The card of a number hash in a store (another store's card is none of this one's), with its PIN hash to compare and whether its product is a
 * multi-brand choice card (the only card exchangeable for others), in one statement.
 */
export async function findCardByNumberHash(
  payload: Payload,
  numberHash: string,
  storeId: number,
): Promise<(CardRow & { pinHash: string; choiceCard: boolean }) | null> {
  const { rows } = await poolOf(payload).query<CardRow & { pinHash: string; choiceCard: boolean }>({
    name: 'card-verify-find',
    // The product by its integer key (its index), when the stored id has the shape of one.
    text: `SELECT c.id, c.last_four AS "lastFour", c.store_id::int AS "storeId", c.status,
               c.balance::int AS balance, c.expires_at AS "expiresAt", c.product_id AS "productId",
               c.product_title AS "productTitle", c.currency, c.receiver_email AS "receiverEmail",
               c.pin_hash AS "pinHash", coalesce(p.multi_brand, false) AS "choiceCard"
             FROM gift_cards c
             LEFT JOIN products p ON p.id = CASE WHEN c.product_id ~ '^[0-9]{1,9}$'
               THEN c.product_id::int END
             WHERE c.number_hash = $1 AND c.store_id = $2`,
    values: [numberHash, storeId],
  })
  return rows[0] ?? null
}

export type SessionCardRow = Pick<
  CardRow,
  'id' | 'lastFour' | 'status' | 'balance' | 'expiresAt' | 'storeId' | 'currency'
>

/** These cards as they are now, in no order. */
export async function findSessionCards(payload: Payload, ids: number[]): Promise<SessionCardRow[]> {
  const { rows } = await poolOf(payload).query<SessionCardRow>({
    name: 'redeem-session-cards',
    text: `SELECT id, last_four AS "lastFour", status, balance::int AS balance,
             expires_at AS "expiresAt", store_id::int AS "storeId", currency
           FROM gift_cards WHERE id = ANY($1::int[])`,
    values: [ids],
  })
  return rows
}

/** A card's balance (cents); null when there is no such card. */
export async function findCardBalance(payload: Payload, cardId: number): Promise<number | null> {
  const { rows } = await poolOf(payload).query<{ balance: number }>(
    `SELECT balance::int AS balance FROM gift_cards WHERE id = $1`,
    [cardId],
  )
  return rows[0]?.balance ?? null
}

/** A card's id, currency and store (staff actions), if it exists. */
export async function findStaffCard(
  payload: Payload,
  cardId: number,
): Promise<{ id: number; currency: string; storeId: number } | null> {
  const { rows } = await poolOf(payload).query<{ id: number; currency: string; storeId: number }>(
    `SELECT id, currency, store_id::int AS "storeId" FROM gift_cards WHERE id = $1`,
    [cardId],
  )
  return rows[0] ?? null
}
