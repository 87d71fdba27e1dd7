import type { Payload } from 'payload'

import { drawDate } from '@/commerce/domain/doubler/draw-date'
import { doublerWinnerEmail } from '@/emails'
import { sendEmail } from '@/commerce/services/mail'
import { settleClaim, storePageUrl } from '@/commerce/services/orders'
import { storeMail } from '@/commerce/services/store'

import {
  claimWinnerMails,
  releaseWinnerMail,
  type WinnerMail,
} from '@/commerce/db/doubler-entry-repository'

/** The winner is told in the language the card was bought in, else the store's own. */
async function mailWinner(payload: Payload, winner: WinnerMail): Promise<unknown> {
  try {
    const store = await storeMail(payload, winner.store_id)
    const locale = winner.language ?? store.defaultLocale
    const mail = await doublerWinnerEmail({
      lastFour: winner.last_four,
      productTitle: winner.product_title,
      currency: winner.currency,
      amount: winner.amount,
      balance: winner.balance,
      drawDate: drawDate(winner.draw_month),
      expiresAt: winner.expires_at.toISOString().slice(0, 10),
      balanceUrl: await storePageUrl(payload, winner.store_id, locale, '/redeem'),
      locale,
      store,
    })
    await sendEmail({ from: store.sender, to: winner.email, ...mail })
    return null
  } catch (error) {
    // The stamp is taken back, so the next run tries again.
    await settleClaim(() => releaseWinnerMail(payload, winner.id))
    return error
  }
}

/**
 * Mails each winner not told yet, once: the draws are claimed by stamping winnerMailedAt before
 * sending, so two runs at once never both send. Returns how many were claimed; throws the first failure after trying them all.
 */
export async function mailDoublerWinners(payload: Payload): Promise<number> {
  const rows = await claimWinnerMails(payload)
  // Each winner on their own: one failing mail does not keep the others' stamps unsent.
  const failures = []
  for (const winner of rows) {
    const failure = await mailWinner(payload, winner)
    if (failure) failures.push(failure)
  }
  if (failures.length > 0) throw failures[0]
  return rows.length
}
