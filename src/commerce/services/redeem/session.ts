import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { CartPackage } from '@/commerce/domain/cart'
import { REDEEM_SESSION_HOURS, type RedeemCardRef } from '@/commerce/domain/redeem/redeem-session'

import { hashSecret } from '@/commerce/services/cart'
import { createRedeemSession, findRedeemSessionRow } from '@/commerce/db/redeem-session-repository'

/** An open redeem order: the chosen cards (packages) and the source cards paying for them. */
export type RedeemSession = {
  id: number
  uuid: string
  packages: CartPackage[]
  revision: number
  cardPayments: RedeemCardRef[]
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** The open redeem order of a redeem token (userData.redeemToken), if the token is alive. */
export async function findRedeemSession(
  payload: Payload,
  token: string | null | undefined,
  storeId: number,
): Promise<RedeemSession | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null
  const row = await findRedeemSessionRow(payload, hashSecret(token), storeId, REDEEM_SESSION_HOURS)
  if (!row) return null
  return {
    id: row.id,
    uuid: row.uuid,
    packages: row.packages,
    revision: Number(row.revision),
    cardPayments: row.card_payments ?? [],
  }
}

/**
 * A new redeem session, paid by `cardPayments` (the card that starts it): the token goes to the
 * holder's browser, only its hash is kept.
 */
export async function startRedeemSession(
  payload: Payload,
  storeId: number,
  cardPayments: RedeemCardRef[] = [],
): Promise<{ token: string; session: RedeemSession }> {
  const token = randomBytes(32).toString('base64url')
  const { id, uuid } = await createRedeemSession(payload, hashSecret(token), storeId, cardPayments)
  return { token, session: { id, uuid, packages: [], revision: 0, cardPayments } }
}
