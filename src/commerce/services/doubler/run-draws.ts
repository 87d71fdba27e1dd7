import type { Payload } from 'payload'

import { cardPrefixes } from '@/commerce/services/store'

import { type DrawOutcome, drawMonth, undrawnMonths } from './draw'
import { mailDoublerWinners } from './winner-mail'

/**
 * The doubler's scheduled work at `now`: in every store that issues cards, each draw whose day
 * has come and that the store did not draw yet, among its own cards; then the winners' mails
 * (also those a failed run left unsent). Safe to run at any time, as often as wanted, also
 * twice at once.
 */
export async function runDoublerDraws(
  payload: Payload,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ draws: (DrawOutcome & { storeId: number })[]; mailed: number }> {
  const draws: (DrawOutcome & { storeId: number })[] = []
  for (const storeId of Object.keys(await cardPrefixes(payload)).map(Number)) {
    for (const month of await undrawnMonths(payload, storeId, now)) {
      const outcome = await drawMonth(payload, month, { storeId, now })
      if (outcome) draws.push({ ...outcome, storeId })
    }
  }
  return { draws, mailed: await mailDoublerWinners(payload) }
}
