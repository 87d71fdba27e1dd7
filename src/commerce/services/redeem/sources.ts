import type { Payload } from 'payload'

import type { CheckedCard, CardStatus } from '@/commerce/domain/cards/card-check'
import type { RedeemSource } from '@/commerce/domain/redeem/redeem-payments'
import type { RedeemCardRef } from '@/commerce/domain/redeem/redeem-session'

import type { SqlClient } from '@/commerce/db/transaction'

/** A source card as the redeem rules and the card checks read it. */
export type SourceCard = RedeemSource & CheckedCard

type Row = {
  id: number
  last_four: string
  balance: number
  status: CardStatus
  expires_at: string
  store_id: number
}

type Query = Payload['db']['pool']['query']

/**
 * The source cards of a redeem session, in the order they were added (the order they pay in).
 * With `lock`, inside a transaction, their rows are locked in id order, the order every balance
 * change takes them in, so two transactions never wait on each other in a circle.
 */
export async function readSources(
  db: { query: Query } | SqlClient,
  refs: RedeemCardRef[],
  { lock = false } = {},
): Promise<SourceCard[]> {
  if (refs.length === 0) return []
  const { rows } = await db.query<Row>(
    `SELECT id, last_four, balance::int AS balance, status, store_id::int AS store_id,
       to_char(expires_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS expires_at FROM gift_cards
     WHERE id = ANY($1::int[]) ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
    [refs.map((ref) => ref.card)],
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return refs.flatMap(({ card }) => {
    const row = byId.get(card)
    if (!row) return []
    return [
      {
        id: row.id,
        lastFour: row.last_four,
        balance: row.balance,
        status: row.status,
        expiresAt: row.expires_at,
        storeId: row.store_id,
      },
    ]
  })
}
