import type { DoublerEntry, DoublerRedeemEntry } from '@/commerce/domain/doubler/entry'
import type { Locale } from '@/i18n/routing'

import type { DoublerEntryResult } from '@/commerce/contract/types'
import { captchaError } from '@/commerce/services/account'
import { verifyCard } from '@/commerce/services/cards'
import type { ServiceContext } from '@/commerce/services/context'
import { doublerError } from '@/commerce/services/errors'
import { findRedeemSession, sessionExpired } from '@/commerce/services/redeem'
import { drawCardById, enterDraw, refused } from './enter'

/**
 * Enters a card in the doubler (/doubler/): the terms, the captcha, then the card's number and
 * PIN (guessing is stopped by verifyCard), then the card must be usable with a balance to
 * double. The card enters the next draw whose day has not begun, once per draw.
 */
export async function enterDoubler(
  context: ServiceContext,
  locale: Locale,
  input: DoublerEntry,
  captchaToken: string,
): Promise<DoublerEntryResult> {
  if (!input.termsAccepted) {
    return refused(doublerError(locale, 'termsRequired', {}, 'input.termsAccepted'))
  }
  const captcha = await captchaError(context.payload, locale, captchaToken)
  if (captcha) return refused(captcha)
  const verified = await verifyCard(context, locale, input.card)
  if ('error' in verified) return refused(verified.error)
  return enterDraw(context, locale, verified.card, input.email)
}

/**
 * The redeem session's first card enters the draw (the redeem shop's doubler modal). Its number
 * and PIN were checked when the session began and the browser keeps neither, so the redeem
 * token (a 256-bit secret) stands for them; the card checks run again.
 */
export async function enterDoublerWithRedeemToken(
  context: ServiceContext,
  locale: Locale,
  token: string | null | undefined,
  input: DoublerRedeemEntry,
): Promise<DoublerEntryResult> {
  if (!input.termsAccepted) {
    return refused(doublerError(locale, 'termsRequired', {}, 'input.termsAccepted'))
  }
  const { payload, storeId } = context
  const session = await findRedeemSession(payload, token, storeId)
  const first = session?.cardPayments[0]
  const card = first ? await drawCardById(payload, first.card) : null
  if (!card) return refused(sessionExpired(locale))
  return enterDraw(context, locale, card, input.email)
}
