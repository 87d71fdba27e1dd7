import { z } from 'zod'

import { type CardCheck, checkCard } from '@/commerce/domain/cards/card-check'
import { parisClock } from '@/commerce/domain/checkout/paris-clock'
import { drawDate, entryDrawMonth, formatDrawDate } from '@/commerce/domain/doubler/draw-date'
import { doublerEntrySchema } from '@/commerce/domain/doubler/entry'
import { moneyLocale } from '@/commerce/domain/money'
import { userDataSchema } from '@/commerce/domain/user-data'
import type { Locale } from '@/i18n/routing'

import { captchaError } from '../account/guard'
import { cardError } from '../cards/card-error'
import { verifyCard, type VerifiedCard } from '../cards/verify'
import { doublerError } from '../doubler/doubler-error'
import { enterCard } from '../doubler/entries'
import type { DoublerEntryResult } from '../generated/resolvers'
import { operation } from '../operation'

const refused = (error: DoublerEntryResult['errors'][number]): DoublerEntryResult => ({
  entry: null,
  errors: [error],
})

/** A failed card check in the holder's words; an expired card says since when. */
function cardCheckError(
  locale: Locale,
  card: VerifiedCard,
  check: Extract<CardCheck, { ok: false }>,
) {
  const date = new Intl.DateTimeFormat(moneyLocale(locale), { dateStyle: 'long', timeZone: 'UTC' })
  const values: Record<string, string> =
    check.error === 'expired' ? { date: date.format(new Date(card.expiresAt)) } : {}
  return cardError(locale, check.error, values)
}

/**
 * enterDoubler (/doubler/): the terms, the captcha, then the card's number and PIN (guessing is
 * stopped by verifyCard), then the card must be usable with a balance to double. The card
 * enters the next draw whose day has not begun, once per draw.
 */
const enterDoubler = operation(
  z.object({
    userData: userDataSchema,
    input: doublerEntrySchema,
    captchaToken: z.string().min(1).max(4000),
  }),
  { entry: null },
  async ({ userData, input, captchaToken }, context): Promise<DoublerEntryResult> => {
    const locale = userData.language
    if (!input.termsAccepted) {
      return refused(doublerError(locale, 'termsRequired', {}, 'input.termsAccepted'))
    }
    const captcha = await captchaError(locale, captchaToken)
    if (captcha) return refused(captcha)
    const verified = await verifyCard(context, locale, input.card)
    if ('error' in verified) return refused(verified.error)
    const { card } = verified
    const now = new Date()
    const today = parisClock(now).date
    const check = checkCard(card, { storeId: context.storeId, today, mustPay: true })
    if (!check.ok) return refused(cardCheckError(locale, card, check))
    const drawMonth = entryDrawMonth(now)
    const date = drawDate(drawMonth)
    const formattedDrawDate = formatDrawDate(date, moneyLocale(locale))
    const entered = await enterCard(context.payload, {
      cardId: card.id,
      email: input.email,
      drawMonth,
    })
    if (!entered)
      return refused(doublerError(locale, 'alreadyEntered', { date: formattedDrawDate }))
    return {
      entry: {
        lastFour: card.lastFour,
        drawDate: date,
        formattedDrawDate,
        productId: card.productId,
      },
      errors: [],
    }
  },
)

export const doublerMutations = { enterDoubler }
