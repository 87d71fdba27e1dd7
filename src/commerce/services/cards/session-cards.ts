import type { Payload } from 'payload'

import type { RedeemCardRef } from '@/commerce/domain/redeem/redeem-session'

import { findSessionCards } from '@/commerce/db/card-read-repository'
import type { VerifiedCard } from './verify'

/** A source card of a redeem session as it is now, for its checks and its payment. */
export type SessionCard = Pick<
  VerifiedCard,
  'id' | 'lastFour' | 'status' | 'balance' | 'expiresAt' | 'storeId' | 'currency'
>

/** The session's cards read again, in the order they were added. */
export async function sessionCards(
  payload: Payload,
  refs: RedeemCardRef[],
): Promise<SessionCard[]> {
  if (refs.length === 0) return []
  const rows = await findSessionCards(
    payload,
    refs.map((ref) => ref.card),
  )
  return refs.flatMap((ref) => {
    const row = rows.find((candidate) => candidate.id === ref.card)
    return row ? [{ ...row, expiresAt: row.expiresAt.toISOString().slice(0, 10) }] : []
  })
}
