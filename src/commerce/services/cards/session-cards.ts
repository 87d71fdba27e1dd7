import type { Payload } from 'payload'

import type { RedeemCardRef } from '@/commerce/domain/redeem/redeem-session'

import { findSessionCards } from '@/commerce/db/card-read-repository'
import type { VerifiedCard } from './verify'

/** A source card of a redeem session as it is now, for its checks and its payment. */
export type SessionCard = Pick<
  VerifiedCard,
  'id' | 'lastFour' | 'status' | 'balance' | 'expiresAt' | 'storeId' | 'currency'
>

/**
 * The session's cards read again, in the order they were added; `known` are cards this request
 * read already (the card it just verified), used as they are when they are all it needs.
 */
export async function sessionCards(
  payload: Payload,
  refs: RedeemCardRef[],
  known: SessionCard[] = [],
): Promise<SessionCard[]> {
  if (refs.length === 0) return []
  const found = refs.map((ref) => known.find((card) => card.id === ref.card))
  if (found.every(Boolean)) return found as SessionCard[]
  const rows = await findSessionCards(
    payload,
    refs.map((ref) => ref.card),
  )
  return refs.flatMap((ref) => {
    const row = rows.find((candidate) => candidate.id === ref.card)
    return row ? [{ ...row, expiresAt: row.expiresAt.toISOString().slice(0, 10) }] : []
  })
}
