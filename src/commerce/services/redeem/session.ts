import { randomBytes, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { CartPackage } from '@/commerce/domain/cart'
import { REDEEM_SESSION_HOURS, type RedeemCardRef } from '@/commerce/domain/redeem/redeem-session'

import { hashSecret } from '@/commerce/services/cart'

/** An open redeem order: the chosen cards (packages) and the source cards paying for them. */
export type RedeemSession = {
  id: number
  uuid: string
  packages: CartPackage[]
  revision: number
  cardPayments: RedeemCardRef[]
}

type Row = Omit<RedeemSession, 'revision' | 'cardPayments'> & {
  revision: string
  card_payments: RedeemCardRef[] | null
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** The open redeem order of a redeem token (userData.redeemToken), if the token is alive. */
export async function findRedeemSession(
  payload: Payload,
  token: string | null | undefined,
  storeId: number,
): Promise<RedeemSession | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null
  const { rows } = await payload.db.pool.query<Row>({
    name: 'redeem-session-find',
    text: `SELECT id, uuid, packages, revision, card_payments FROM orders
           WHERE redeem_token_hash = $1 AND flow = 'redeem' AND status = 'cart' AND store_id = $2
             AND updated_at > now() - make_interval(hours => $3)`,
    values: [hashSecret(token), storeId, REDEEM_SESSION_HOURS],
  })
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    uuid: row.uuid,
    packages: row.packages,
    revision: Number(row.revision),
    cardPayments: row.card_payments ?? [],
  }
}

/** A new redeem session: the token goes to the holder's browser, only its hash is kept. */
export async function startRedeemSession(
  payload: Payload,
  storeId: number,
): Promise<{ token: string; session: RedeemSession }> {
  const token = randomBytes(32).toString('base64url')
  const { rows } = await payload.db.pool.query<{ id: number; uuid: string }>(
    `INSERT INTO orders (uuid, status, flow, store_id, redeem_token_hash, packages, card_payments,
       items_qty, revision)
     VALUES ($1, 'cart', 'redeem', $2, $3, '[]'::jsonb, '[]'::jsonb, 0, 0)
     RETURNING id, uuid`,
    [randomUUID(), storeId, hashSecret(token)],
  )
  const { id, uuid } = rows[0]!
  return { token, session: { id, uuid, packages: [], revision: 0, cardPayments: [] } }
}
