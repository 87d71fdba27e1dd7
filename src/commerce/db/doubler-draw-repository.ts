import type { Payload } from 'payload'

import type { CardStatus } from '@/commerce/domain/cards/card-check'

import { poolOf } from './pool'
import type { SqlClient } from './transaction'

/** A card as the draw checks it. */
export type DrawCardRow = {
  status: CardStatus
  balance: number
  expires_at: Date
  store_id: number
}

const CARD_COLUMNS = `c.status, c.balance::int AS balance, c.expires_at, c.store_id::int AS store_id`

/** The store's draw row of the month, written first; null when it was drawn already. */
export async function claimDraw(
  client: SqlClient,
  storeId: number,
  drawMonth: string,
  drawnAt: Date,
): Promise<number | null> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO doubler_draws (store_id, draw_month, drawn_at, entries, updated_at, created_at)
     VALUES ($1, $2, $3, 0, now(), now())
     ON CONFLICT (store_id, draw_month) DO NOTHING RETURNING id`,
    [storeId, drawMonth, drawnAt],
  )
  return rows[0]?.id ?? null
}

/** The month's entries of the store's cards, with their cards, in the order they came. */
export async function findDrawEntries(
  client: SqlClient,
  storeId: number,
  drawMonth: string,
): Promise<(DrawCardRow & { entry_id: number; card_id: number })[]> {
  const { rows } = await client.query<DrawCardRow & { entry_id: number; card_id: number }>(
    `SELECT e.id AS entry_id, c.id AS card_id, ${CARD_COLUMNS}
     FROM doubler_entries e JOIN gift_cards c ON c.id = e.card_id
     WHERE e.draw_month = $2 AND c.store_id = $1 ORDER BY e.id`,
    [storeId, drawMonth],
  )
  return rows
}

/** The card locked for the doubling; null when there is no such card. */
export async function lockDrawCard(client: SqlClient, cardId: number): Promise<DrawCardRow | null> {
  const { rows } = await client.query<DrawCardRow>(
    `SELECT ${CARD_COLUMNS} FROM gift_cards c WHERE c.id = $1 FOR UPDATE`,
    [cardId],
  )
  return rows[0] ?? null
}

/** What the draw did: how many entries could win, and its winner if there is one. */
export async function recordDrawOutcome(
  client: SqlClient,
  drawId: number,
  entries: number,
  winner: { entryId: number; cardId: number; amount: number } | null,
): Promise<void> {
  if (!winner) {
    await client.query(`UPDATE doubler_draws SET entries = $2, updated_at = now() WHERE id = $1`, [
      drawId,
      entries,
    ])
    return
  }
  await client.query(
    `UPDATE doubler_draws SET entries = $2, winner_id = $3, card_id = $4, amount = $5,
       updated_at = now() WHERE id = $1`,
    [drawId, entries, winner.entryId, winner.cardId, winner.amount],
  )
}

/**
 * `dueMonth` and any earlier month with entries of the store's cards, when the store has not
 * drawn it yet, oldest first.
 */
export async function findUndrawnMonths(
  payload: Payload,
  storeId: number,
  dueMonth: string,
): Promise<string[]> {
  const { rows } = await poolOf(payload).query<{ draw_month: string }>(
    `SELECT m.draw_month FROM (
       SELECT $2::varchar AS draw_month
       UNION SELECT DISTINCT e.draw_month FROM doubler_entries e
         JOIN gift_cards c ON c.id = e.card_id WHERE e.draw_month < $2 AND c.store_id = $1
     ) m
     WHERE NOT EXISTS (SELECT 1 FROM doubler_draws d
       WHERE d.store_id = $1 AND d.draw_month = m.draw_month)
     ORDER BY m.draw_month`,
    [storeId, dueMonth],
  )
  return rows.map((row) => row.draw_month)
}
