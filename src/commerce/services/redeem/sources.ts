import type { CheckedCard } from '@/commerce/domain/cards/card-check'
import type { RedeemSource } from '@/commerce/domain/redeem/redeem-payments'
import type { RedeemCardRef } from '@/commerce/domain/redeem/redeem-session'

import { findCheckedCards } from '@/commerce/db/gift-card-repository'
import type { Queryable } from '@/commerce/db/pool'

/** A source card as the redeem rules and the card checks read it. */
export type SourceCard = RedeemSource & CheckedCard

/**
 * The source cards of a redeem session, in the order they were added (the order they pay in).
 * With `lock`, inside a transaction, their rows are locked in id order, the order every balance
 * change takes them in, so two transactions never wait on each other in a circle.
 */
export async function readSources(
  db: Queryable,
  refs: RedeemCardRef[],
  { lock = false } = {},
): Promise<SourceCard[]> {
  if (refs.length === 0) return []
  const rows = await findCheckedCards(
    db,
    refs.map((ref) => ref.card),
    { lock },
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
