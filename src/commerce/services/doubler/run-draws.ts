import type { Payload } from 'payload'

import { type DrawOutcome, drawMonth, undrawnMonths } from './draw'
import { mailDoublerWinners } from './winner-mail'

/**
 * The doubler's scheduled work at `now`: every draw whose day has come and that nobody drew
 * yet, then the winners' mails (also those a failed run left unsent). Safe to run at any time,
 * as often as wanted, also twice at once.
 */
export async function runDoublerDraws(
  payload: Payload,
  { storeId, now = new Date() }: { storeId: number; now?: Date },
): Promise<{ draws: DrawOutcome[]; mailed: number }> {
  const draws: DrawOutcome[] = []
  for (const month of await undrawnMonths(payload, now)) {
    const outcome = await drawMonth(payload, month, { storeId, now })
    if (outcome) draws.push(outcome)
  }
  return { draws, mailed: await mailDoublerWinners(payload) }
}
