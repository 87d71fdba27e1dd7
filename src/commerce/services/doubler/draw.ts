import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { checkCard, type CheckedCard } from '@/commerce/domain/cards/card-check'
import { storeClock } from '@/commerce/domain/checkout/store-clock'
import { type DrawEntry, eligibleEntries } from '@/commerce/domain/doubler/draw'
import { type DrawMonth, dueDrawMonth } from '@/commerce/domain/doubler/draw-date'

import { moveBalances } from '@/commerce/services/cards'
import { storeTimeZone } from '@/commerce/services/store'
import {
  claimDraw,
  type DrawCardRow,
  findDrawEntries,
  findUndrawnMonths,
  lockDrawCard,
  recordDrawOutcome,
} from '@/commerce/db/doubler-draw-repository'
import { inTransaction, type SqlClient } from '@/commerce/db/transaction'

/** What a draw did: how many entries could win, and the winner's card and gain (cents). */
export type DrawOutcome = {
  drawMonth: DrawMonth
  entries: number
  winner: { entryId: number; cardId: number; amount: number } | null
}

const checkedCard = (row: DrawCardRow): CheckedCard => ({
  status: row.status,
  balance: row.balance,
  expiresAt: row.expires_at.toISOString().slice(0, 10),
  storeId: row.store_id,
})

async function entriesOf(
  client: SqlClient,
  storeId: number,
  drawMonth: DrawMonth,
): Promise<DrawEntry[]> {
  const rows = await findDrawEntries(client, storeId, drawMonth)
  return rows.map((row) => ({ entryId: row.entry_id, cardId: row.card_id, card: checkedCard(row) }))
}

/** The card locked for the doubling, or null when it stopped being usable since it was read. */
async function lockedBalance(client: SqlClient, cardId: number, storeId: number, today: string) {
  const row = await lockDrawCard(client, cardId)
  if (!row) return null
  const usable = checkCard(checkedCard(row), { storeId, today, mustPay: true }).ok
  return usable ? row.balance : null
}

/**
 * Draws one month of a store among its own cards, in one transaction: the draw row is written
 * first, so a second run (or two at once) meets the store's unique draw month and draws nothing;
 * then one entry whose card is still
 * usable is picked uniformly at random and its card's balance doubled through the ledger.
 * Returns null when the month was drawn already.
 */
export async function drawMonth(
  payload: Payload,
  drawMonth: DrawMonth,
  { storeId, now }: { storeId: number; now: Date },
): Promise<DrawOutcome | null> {
  return inTransaction(payload, async (client) => {
    const drawId = await claimDraw(client, storeId, drawMonth, now)
    if (drawId === null) return null
    const today = storeClock(now, await storeTimeZone(payload, storeId)).date
    const candidates = eligibleEntries(await entriesOf(client, storeId, drawMonth), {
      storeId,
      today,
    })
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
      const winner = { entryId: entry.entryId, cardId: entry.cardId, amount }
      await recordDrawOutcome(client, drawId, entries, winner)
      return { drawMonth, entries, winner }
    }
    await recordDrawOutcome(client, drawId, entries, null)
    return { drawMonth, entries, winner: null }
  })
}

/**
 * The months a store draws at `now`: the latest draw whose day has come, and any earlier month
 * with entries of its cards that a stopped scheduler never drew.
 */
export async function undrawnMonths(
  payload: Payload,
  storeId: number,
  now: Date,
): Promise<DrawMonth[]> {
  return findUndrawnMonths(
    payload,
    storeId,
    dueDrawMonth(now, await storeTimeZone(payload, storeId)),
  )
}
