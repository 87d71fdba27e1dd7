import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { CartPackage } from '@/commerce/domain/cart'
import type { RedeemCardRef } from '@/commerce/domain/redeem/redeem-session'

import { poolOf } from './pool'
import type { SqlClient } from './transaction'

/** A redeem session: the open redeem order (status 'cart', flow 'redeem') of a redeem token. */
export type RedeemSessionRow = {
  id: number
  uuid: string
  packages: CartPackage[]
  revision: string
  card_payments: RedeemCardRef[] | null
}

/** The session of this token hash if it changed within the last `hours`. */
export async function findRedeemSessionRow(
  payload: Payload,
  tokenHash: string,
  storeId: number,
  hours: number,
): Promise<RedeemSessionRow | null> {
  const { rows } = await poolOf(payload).query<RedeemSessionRow>({
    name: 'redeem-session-find',
    text: `SELECT id, uuid, packages, revision, card_payments FROM orders
           WHERE redeem_token_hash = $1 AND flow = 'redeem' AND status = 'cart' AND store_id = $2
             AND updated_at > now() - make_interval(hours => $3)`,
    values: [tokenHash, storeId, hours],
  })
  return rows[0] ?? null
}

/** A new session under this token hash, nothing chosen yet, paid by `cardPayments`. */
export async function createRedeemSession(
  payload: Payload,
  tokenHash: string,
  storeId: number,
  cardPayments: RedeemCardRef[],
): Promise<{ id: number; uuid: string }> {
  const { rows } = await poolOf(payload).query<{ id: number; uuid: string }>({
    name: 'redeem-session-create',
    text: `INSERT INTO orders (uuid, status, flow, store_id, redeem_token_hash, packages,
             card_payments, items_qty, revision)
           VALUES ($1, 'cart', 'redeem', $2, $3, '[]'::jsonb, $4::jsonb, 0, 0)
           RETURNING id, uuid`,
    values: [randomUUID(), storeId, tokenHash, JSON.stringify(cardPayments)],
  })
  return rows[0]!
}

/** Writes the chosen packages if the session is still at `revision`; false when it moved on. */
export async function saveRedeemSession(
  payload: Payload,
  session: { id: number; revision: number },
  packages: CartPackage[],
  itemsQty: number,
): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query({
    name: 'redeem-session-save',
    text: `UPDATE orders SET packages = $3::jsonb, items_qty = $4, revision = revision + 1,
             updated_at = now()
           WHERE id = $1 AND revision = $2 AND status = 'cart' AND flow = 'redeem'`,
    values: [session.id, session.revision, JSON.stringify(packages), itemsQty],
  })
  return rowCount === 1
}

/** The session's row locked for a placement; null when it is no longer open. */
export async function lockRedeemSession(
  client: SqlClient,
  sessionId: number,
): Promise<Pick<RedeemSessionRow, 'packages' | 'revision' | 'card_payments'> | null> {
  const { rows } = await client.query<
    Pick<RedeemSessionRow, 'packages' | 'revision' | 'card_payments'>
  >(
    `SELECT packages, revision, card_payments FROM orders
     WHERE id = $1 AND status = 'cart' AND flow = 'redeem' FOR UPDATE`,
    [sessionId],
  )
  return rows[0] ?? null
}

/** The session's choice, placed as an order, is emptied. */
export async function emptyRedeemSession(client: SqlClient, sessionId: number): Promise<void> {
  await client.query(
    `UPDATE orders SET packages = '[]'::jsonb, items_qty = 0, revision = revision + 1,
       updated_at = now() WHERE id = $1`,
    [sessionId],
  )
}

/**
 * A canceled order's choice goes back to its session, only if the session is still empty (the
 * holder has not chosen others since).
 */
export async function restoreRedeemSessionChoice(
  client: SqlClient,
  sessionId: number | null,
  packages: CartPackage[],
  itemsQty: number,
): Promise<void> {
  await client.query(
    `UPDATE orders SET packages = $2::jsonb, items_qty = $3, revision = revision + 1,
       updated_at = now()
     WHERE id = $1 AND status = 'cart' AND flow = 'redeem' AND packages = '[]'::jsonb`,
    [sessionId, JSON.stringify(packages), itemsQty],
  )
}
