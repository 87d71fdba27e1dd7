import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { checkCard, type CheckedCard } from '@/commerce/domain/cards/card-check'
import { parisClock } from '@/commerce/domain/checkout/paris-clock'
import { type DrawEntry, eligibleEntries } from '@/commerce/domain/doubler/draw'
import { type DrawMonth, dueDrawMonth } from '@/commerce/domain/doubler/draw-date'

import { moveBalances } from '@/commerce/services/cards'
import { inTransaction, type SqlClient } from '@/commerce/db/transaction'

/** What a draw did: how many entries could win, and the winner's card and gain (cents). */
export type DrawOutcome = {
  drawMonth: DrawMonth
  entries: number
  winner: { entryId: number; cardId: number; amount: number } | null
}

type CardRow = {
  status: CheckedCard['status']
  balance: number
  expires_at: Date
  store_id: number
}

const checkedCard = (row: CardRow): CheckedCard => ({
  status: row.status,
  balance: row.balance,
  expiresAt: row.expires_at.toISOString().slice(0, 10),
  storeId: row.store_id,
})

const CARD_COLUMNS = `c.status, c.balance::int AS balance, c.expires_at, c.store_id::int AS store_id`

async function entriesOf(client: SqlClient, drawMonth: DrawMonth): Promise<DrawEntry[]> {
  const { rows } = await client.query<CardRow & { entry_id: number; card_id: number }>(
    `SELECT e.id AS entry_id, c.id AS card_id, ${CARD_COLUMNS}
     FROM doubler_entries e JOIN gift_cards c ON c.id = e.card_id
     WHERE e.draw_month = $1 ORDER BY e.id`,
    [drawMonth],
  )
  return rows.map((row) => ({ entryId: row.entry_id, cardId: row.card_id, card: checkedCard(row) }))
}

/** The card locked for the doubling, or null when it stopped being usable since it was read. */
async function lockedBalance(client: SqlClient, cardId: number, storeId: number, today: string) {
  const { rows } = await client.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM gift_cards c WHERE c.id = $1 FOR UPDATE`,
    [cardId],
  )
  const row = rows[0]
  if (!row) return null
  const usable = checkCard(checkedCard(row), { storeId, today, mustPay: true }).ok
  return usable ? row.balance : null
}

/**
 * Draws one month, in one transaction: the draw row is written first, so a second run (or two
 * at once) meets the unique draw month and draws nothing; then one entry whose card is still
 * usable is picked uniformly at random and its card's balance doubled through the ledger.
 * Returns null when the month was drawn already.
 */
export async function drawMonth(
  payload: Payload,
  drawMonth: DrawMonth,
  { storeId, now }: { storeId: number; now: Date },
): Promise<DrawOutcome | null> {
  return inTransaction(payload, async (client) => {
    const claimed = await client.query<{ id: number }>(
      `INSERT INTO doubler_draws (draw_month, drawn_at, entries, updated_at, created_at)
       VALUES ($1, $2, 0, now(), now())
       ON CONFLICT (draw_month) DO NOTHING RETURNING id`,
      [drawMonth, now],
    )
    const drawId = claimed.rows[0]?.id
    if (drawId === undefined) return null
    const today = parisClock(now).date
    const candidates = eligibleEntries(await entriesOf(client, drawMonth), { storeId, today })
    const entries = candidates.length
    while (candidates.length > 0) {
      const [entry] = candidates.splice(randomInt(candidates.length), 1) as [DrawEntry]
      const amount = await lockedBalance(client, entry.cardId, storeId, today)
      if (amount === null) continue
      await moveBalances(client, [{ cardId: entry.cardId, amount }], {
        reason: 'doubling',
        reference: `doubler:${drawMonth}`,
        note: `Doubler draw ${drawMonth}`,
      })
      await client.query(
        `UPDATE doubler_draws SET entries = $2, winner_id = $3, card_id = $4, amount = $5,
           updated_at = now() WHERE id = $1`,
        [drawId, entries, entry.entryId, entry.cardId, amount],
      )
      return {
        drawMonth,
        entries,
        winner: { entryId: entry.entryId, cardId: entry.cardId, amount },
      }
    }
    await client.query(`UPDATE doubler_draws SET entries = $2, updated_at = now() WHERE id = $1`, [
      drawId,
      entries,
    ])
    return { drawMonth, entries, winner: null }
  })
}

/**
 * The months to draw at `now`: the latest draw whose day has come, and any earlier month with
 * entries that a stopped scheduler never drew.
 */
export async function undrawnMonths(payload: Payload, now: Date): Promise<DrawMonth[]> {
  const { rows } = await payload.db.pool.query<{ draw_month: string }>(
    `SELECT m.draw_month FROM (
       SELECT $1::varchar AS draw_month
       UNION SELECT DISTINCT draw_month FROM doubler_entries WHERE draw_month < $1
     ) m
     WHERE NOT EXISTS (SELECT 1 FROM doubler_draws d WHERE d.draw_month = m.draw_month)
     ORDER BY m.draw_month`,
    [dueDrawMonth(now)],
  )
  return rows.map((row) => row.draw_month)
}
