import type { Payload } from 'payload'

import type { DrawMonth } from '@/commerce/domain/doubler/draw-date'

/**
 * Enters a card in a month's draw. The unique (card, draw month) index decides between two
 * entries of one card at once: false when the card is in that draw already.
 */
export async function enterCard(
  payload: Payload,
  entry: { cardId: number; email: string; drawMonth: DrawMonth },
): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query(
    `INSERT INTO doubler_entries (card_id, email, draw_month, updated_at, created_at)
     VALUES ($1, $2, $3, now(), now())
     ON CONFLICT (card_id, draw_month) DO NOTHING`,
    [entry.cardId, entry.email, entry.drawMonth],
  )
  return rowCount === 1
}
