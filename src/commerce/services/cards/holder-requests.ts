import type { Locale } from '@/i18n/routing'

import type { GiftcardInfoResult, GiftcardPaymentResult } from '@/commerce/contract/types'
import type { ServiceContext } from '@/commerce/services/context'
import { cardError } from '@/commerce/services/errors'
import { storeCardRules } from '@/commerce/services/store'
import { findRedeemSession } from '@/commerce/services/redeem/session'
import { addCardToSession } from './add-card'
import { cardCaptchaError, cardCheckError } from './card-checks'
import { giftCardInfoOf } from './card-info'
import { cardPaymentsOf, noCardPayments } from './card-payments'
import { verifyCard } from './verify'
import { removeCardPayment } from '@/commerce/db/redeem-session-card-repository'

type Credentials = { cardNumber: string; pin: string }
type Token = string | null | undefined

/** A holder's balance check (spec §2): captcha, PIN, the card checks, then what the card holds. */
export async function giftcardInfo(
  context: ServiceContext,
  locale: Locale,
  card: Credentials,
  captchaToken: string,
): Promise<GiftcardInfoResult> {
  const refused = await cardCaptchaError(context.payload, locale, captchaToken)
  if (refused) return { giftcard: null, errors: [refused] }
  const verified = await verifyCard(context, locale, card)
  if ('error' in verified) return { giftcard: null, errors: [verified.error] }
  const storeId = context.storeId
  const store = await storeCardRules(context.payload, storeId, locale)
  const problem = cardCheckError(locale, verified.card, { ...store, mustPay: false })
  if (problem) return { giftcard: null, errors: [problem] }
  const giftcard = await giftCardInfoOf(context.payload, store.intl, verified.card, storeId)
  return { giftcard, errors: [] }
}

/** A card pays for the redeem session, behind the captcha (a session starts when none is alive). */
export async function addGiftcardPayment(
  context: ServiceContext,
  locale: Locale,
  card: Credentials,
  captchaToken: string,
  token: Token,
): Promise<GiftcardPaymentResult> {
  const refused = await cardCaptchaError(context.payload, locale, captchaToken)
  if (refused) return { ...noCardPayments, errors: [refused] }
  return addCardToSession(context, locale, card, token)
}

/** The card no longer pays for the redeem session. */
export async function removeGiftcardPayment(
  context: ServiceContext,
  locale: Locale,
  token: Token,
  paymentId: number,
): Promise<GiftcardPaymentResult> {
  const session = await findRedeemSession(context.payload, token, context.storeId)
  if (!session || !token) {
    return { ...noCardPayments, errors: [cardError(locale, 'redeemSessionExpired')] }
  }
  const cardPayments = await removeCardPayment(context.payload, session.id, paymentId)
  const { result } = await cardPaymentsOf(context, locale, { ...session, cardPayments }, token)
  return result
}

/** The session's cards read and checked again; a failing card says why. */
export async function checkGiftcardPayment(
  context: ServiceContext,
  locale: Locale,
  token: Token,
): Promise<GiftcardPaymentResult> {
  if (!token) return { ...noCardPayments, errors: [] }
  const session = await findRedeemSession(context.payload, token, context.storeId)
  if (!session) return { ...noCardPayments, errors: [cardError(locale, 'redeemSessionExpired')] }
  const { result, problems } = await cardPaymentsOf(context, locale, session, token)
  return { ...result, errors: problems }
}
