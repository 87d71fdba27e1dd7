import type { Payload } from 'payload'

import type { RedeemCardRef } from '@/commerce/domain/redeem/redeem-session'

import type { VerifiedCard } from './verify'

/** A source card of a redeem session as it is now, for its checks and its payment. */
export type SessionCard = Pick<
  VerifiedCard,
  'id' | 'lastFour' | 'status' | 'balance' | 'expiresAt' | 'storeId' | 'currency'
>

type Row = Omit<SessionCard, 'expiresAt'> & { expiresAt: Date }

/** The session's cards read again, in the order they were added. */
export async function sessionCards(
  payload: Payload,
  refs: RedeemCardRef[],
): Promise<SessionCard[]> {
  if (refs.length === 0) return []
  const { rows } = await payload.db.pool.query<Row>({
    name: 'redeem-session-cards',
    text: `SELECT id, last_four AS "lastFour", status, balance::int AS balance,
             expires_at AS "expiresAt", store_id::int AS "storeId", currency
           FROM gift_cards WHERE id = ANY($1::int[])`,
    values: [refs.map((ref) => ref.card)],
  })
  return refs.flatMap((ref) => {
    const row = rows.find((candidate) => candidate.id === ref.card)
    return row ? [{ ...row, expiresAt: row.expiresAt.toISOString().slice(0, 10) }] : []
  })
}

/**
 * Adds a card to a session's card payments in one statement: of two requests adding the same
 * card at once, the second re-reads the row after the first and adds nothing. Null when the card
 * was there already; otherwise the session's cards after.
 */
export async function appendCardPayment(
  payload: Payload,
  sessionId: number,
  ref: RedeemCardRef,
): Promise<RedeemCardRef[] | null> {
  const { rows } = await payload.db.pool.query<{ cardPayments: RedeemCardRef[] }>({
    name: 'redeem-session-card-add',
    text: `UPDATE orders
           SET card_payments = coalesce(card_payments, '[]'::jsonb) || $2::jsonb, updated_at = now()
           WHERE id = $1 AND NOT coalesce(card_payments, '[]'::jsonb) @> $3::jsonb
           RETURNING card_payments AS "cardPayments"`,
    values: [sessionId, JSON.stringify([ref]), JSON.stringify([{ card: ref.card }])],
  })
  return rows[0]?.cardPayments ?? null
}

/** Takes a card out of a session's card payments; the session's cards after. */
export async function removeCardPayment(
  payload: Payload,
  sessionId: number,
  cardId: number,
): Promise<RedeemCardRef[]> {
  const { rows } = await payload.db.pool.query<{ cardPayments: RedeemCardRef[] }>({
    name: 'redeem-session-card-remove',
    text: `UPDATE orders
           SET card_payments = coalesce((SELECT jsonb_agg(payment ORDER BY position)
             FROM jsonb_array_elements(card_payments) WITH ORDINALITY AS p(payment, position)
             WHERE (payment->>'card')::int <> $2), '[]'::jsonb), updated_at = now()
           WHERE id = $1
           RETURNING card_payments AS "cardPayments"`,
    values: [sessionId, cardId],
  })
  return rows[0]?.cardPayments ?? []
}
