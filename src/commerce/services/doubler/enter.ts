import type { Payload } from 'payload'

import { drawDate, entryDrawMonth, formatDrawDate } from '@/commerce/domain/doubler/draw-date'
import type { Locale } from '@/i18n/routing'

import { cardCheckError, type VerifiedCard } from '@/commerce/services/cards'
import type { ServiceContext } from '@/commerce/services/context'
import { storeCardRules } from '@/commerce/services/store'
import type { DoublerEntryResult } from '@/commerce/contract/types'
import { doublerError } from '@/commerce/services/errors'
import { findEntryCard, insertDoublerEntry } from '@/commerce/db/doubler-entry-repository'

/** What an entry needs to know of its card: the spec §4 checks' facts and the answer's. */
export type DrawCard = Pick<
  VerifiedCard,
  'id' | 'lastFour' | 'status' | 'balance' | 'expiresAt' | 'storeId' | 'productId'
>

export const refused = (error: DoublerEntryResult['errors'][number]): DoublerEntryResult => ({
  entry: null,
  errors: [error],
})

/**
 * A card the holder proved theirs enters the next draw whose day has not begun, once per draw:
 * it must be usable with a balance to double (the card checks of spec §4).
 */
export async function enterDraw(
  context: ServiceContext,
  locale: Locale,
  card: DrawCard,
  email: string,
  now = new Date(),
): Promise<DoublerEntryResult> {
  const store = await storeCardRules(context.payload, context.storeId, locale)
  const { intl, timeZone } = store
  const problem = cardCheckError(locale, card, { ...store, mustPay: true })
  if (problem) return refused(problem)
  const drawMonth = entryDrawMonth(now, timeZone)
  const date = drawDate(drawMonth)
  const formattedDrawDate = formatDrawDate(date, intl)
  // The unique (card, draw month) index decides between two entries of one card at once.
  const entered = await insertDoublerEntry(context.payload, { cardId: card.id, email, drawMonth })
  if (!entered) return refused(doublerError(locale, 'alreadyEntered', { date: formattedDrawDate }))
  return {
    entry: {
      lastFour: card.lastFour,
      drawDate: date,
      formattedDrawDate,
      productId: card.productId,
    },
    errors: [],
  }
}

/** A card as an entry reads it, by id (a redeem session's card, whose PIN was checked). */
export async function drawCardById(payload: Payload, id: number): Promise<DrawCard | null> {
  const row = await findEntryCard(payload, id)
  return row ? { ...row, expiresAt: row.expiresAt.toISOString().slice(0, 10) } : null
}
