import type { Payload } from 'payload'

import { drawDate } from '@/commerce/domain/doubler/draw-date'
import { doublerWinnerEmail } from '@/emails'
import { localizedPath } from '@/i18n/paths'
import { sendEmail } from '@/commerce/services/mail'

import { absoluteUrl, MAIL_LOCALE } from '@/commerce/services/orders'

type WinnerRow = {
  id: number
  draw_month: string
  amount: number
  email: string
  last_four: string
  product_title: string
  currency: string
  expires_at: Date
  balance: number
}

async function mailWinner(payload: Payload, winner: WinnerRow): Promise<unknown> {
  try {
    const mail = await doublerWinnerEmail({
      lastFour: winner.last_four,
      productTitle: winner.product_title,
      currency: winner.currency,
      amount: winner.amount,
      balance: winner.balance,
      drawDate: drawDate(winner.draw_month),
      expiresAt: winner.expires_at.toISOString().slice(0, 10),
      balanceUrl: absoluteUrl(localizedPath(MAIL_LOCALE, '/redeem')),
      locale: MAIL_LOCALE,
    })
    await sendEmail({ to: winner.email, ...mail })
    return null
  } catch (error) {
    // The stamp is taken back, so the next run tries again.
    await payload.db.pool.query(`UPDATE doubler_draws SET winner_mailed_at = NULL WHERE id = $1`, [
      winner.id,
    ])
    return error
  }
}

/**
 * Mails each winner not told yet, once: the draws are claimed by stamping winnerMailedAt before
 * sending, so two runs at once never both send. Returns how many were claimed; throws the first failure after trying them all.
 */
export async function mailDoublerWinners(payload: Payload): Promise<number> {
  const { rows } = await payload.db.pool.query<WinnerRow>(
    `WITH claimed AS (
       UPDATE doubler_draws SET winner_mailed_at = now(), updated_at = now()
       WHERE winner_id IS NOT NULL AND winner_mailed_at IS NULL RETURNING *
     )
     SELECT d.id, d.draw_month, d.amount::int AS amount, e.email, c.last_four, c.product_title,
       c.currency, c.expires_at, l.balance_after::int AS balance
     FROM claimed d
     JOIN doubler_entries e ON e.id = d.winner_id
     JOIN gift_cards c ON c.id = d.card_id
     JOIN card_ledger l ON l.card_id = c.id AND l.reason = 'doubling'
       AND l.reference = 'doubler:' || d.draw_month`,
  )
  // Each winner on their own: one failing mail does not keep the others' stamps unsent.
  const failures = []
  for (const winner of rows) {
    const failure = await mailWinner(payload, winner)
    if (failure) failures.push(failure)
  }
  if (failures.length > 0) throw failures[0]
  return rows.length
}
