import 'server-only'

import type { Payload, TypedUser } from 'payload'

import type { CardLedger } from '@/payload-types'

export type CardAction = {
  id: number
  cardId: number | null
  /** The card's store (its business id: 52, 53…). */
  storeId: number | null
  lastFour: string | null
  reason: CardLedger['reason']
  amount: number
  balanceAfter: number
  currency: string | null
  /** The staff member who acted (name or e-mail), their id if the user may not read them, else none. */
  by: string | number | null
  note: string | null
  at: string
}

/**
 * The latest movements of the cards' balances (the card ledger: issues, redeems, staff's
 * adjustments and blocks), at most `limit`, as the user may read them (granted stores only), of
 * the one store `storeId` if given.
 */
export async function recentCardActions(
  payload: Payload,
  user: TypedUser,
  { limit = 20, storeId = null }: { limit?: number; storeId?: number | null } = {},
): Promise<CardAction[]> {
  const { docs } = await payload.find({
    collection: 'card-ledger',
    user,
    overrideAccess: false,
    where: storeId === null ? {} : { 'card.storeId': { equals: storeId } },
    sort: '-createdAt',
    limit,
    depth: 1,
    populate: {
      'gift-cards': { lastFour: true, currency: true, storeId: true },
      users: { name: true, email: true },
    },
  })
  return docs.map((row) => {
    const card = typeof row.card === 'object' ? row.card : null
    const staff = row.user
    return {
      id: row.id,
      cardId: card?.id ?? (typeof row.card === 'number' ? row.card : null),
      storeId: card?.storeId ?? null,
      lastFour: card?.lastFour ?? null,
      reason: row.reason,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      currency: card?.currency ?? null,
      by: typeof staff === 'object' && staff ? staff.name || staff.email : (staff ?? null),
      note: row.note ?? null,
      at: row.createdAt,
    }
  })
}
