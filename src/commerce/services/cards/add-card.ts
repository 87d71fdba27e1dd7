import type { Locale } from '@/i18n/routing'

import type { ServiceContext } from '@/commerce/services/context'
import { cardError, type GatewayError } from '@/commerce/services/errors'
import { storeCardRules } from '@/commerce/services/store'
import type { GiftcardPaymentResult } from '@/commerce/contract/types'
import {
  findRedeemSession,
  type RedeemSession,
  startRedeemSession,
} from '@/commerce/services/redeem/session'
import { cardCheckError } from './card-checks'
import { cardPaymentsOf, noCardPayments } from './card-payments'
import { appendCardPayment } from '@/commerce/db/redeem-session-card-repository'
import { type SessionCard, sessionCards } from './session-cards'
import { type VerifiedCard, verifyCard } from './verify'

type Credentials = { cardNumber: string; pin: string }

/**
 * Why a verified card cannot pay for this session, or null when it can; with the session's
 * cards it read.
 */
async function refusal(
  context: ServiceContext,
  locale: Locale,
  card: VerifiedCard,
  session: RedeemSession | null,
): Promise<{ error: GatewayError | null; added: SessionCard[] }> {
  const refuse = (error: GatewayError) => ({ error, added: [] })
  const store = await storeCardRules(context.payload, context.storeId, locale)
  const problem = cardCheckError(locale, card, { ...store, mustPay: true })
  if (problem) return refuse(problem)
  if (!card.choiceCard) return refuse(cardError(locale, 'notAllowedForRedeem'))
  if (!session) return { error: null, added: [] }
  if (session.cardPayments.some((payment) => payment.card === card.id)) {
    return refuse(cardError(locale, 'alreadyAdded'))
  }
  const added = await sessionCards(context.payload, session.cardPayments)
  const mixed = added.some((other) => other.currency !== card.currency)
  return { error: mixed ? cardError(locale, 'mixedTypes') : null, added }
}

/**
 * addGiftcardPayment after the captcha: the card's PIN and checks, then the card joins the
 * holder's redeem session — the one of the token when it is alive, else a new one. A refusal
 * still answers the live session's cards, so the page keeps showing them.
 */
export async function addCardToSession(
  context: ServiceContext,
  locale: Locale,
  credentials: Credentials,
  token: string | null | undefined,
): Promise<GiftcardPaymentResult> {
  const found = token ? await findRedeemSession(context.payload, token, context.storeId) : null
  const refuse = async (error: GatewayError): Promise<GiftcardPaymentResult> => {
    if (!found || !token) return { ...noCardPayments, errors: [error] }
    const { result } = await cardPaymentsOf(context, locale, found, token)
    return { ...result, errors: [error] }
  }
  const verified = await verifyCard(context, locale, credentials)
  if ('error' in verified) return refuse(verified.error)
  const { card } = verified
  const { error: refused, added } = await refusal(context, locale, card, found)
  if (refused) return refuse(refused)

  const ref = { card: card.id, lastFour: card.lastFour }
  // A new session is written with its first card (one statement, not two).
  const live =
    found && token
      ? { token, session: found }
      : await startRedeemSession(context.payload, context.storeId, [ref])
  const cardPayments =
    live.session === found
      ? await appendCardPayment(context.payload, found.id, ref)
      : live.session.cardPayments
  // Null: the same card was added by a request running beside this one.
  if (!cardPayments) return refuse(cardError(locale, 'alreadyAdded'))
  const session = { ...live.session, cardPayments }
  // The cards were read in this request: read again only if another was added beside it.
  const known = [...added, card]
  return (await cardPaymentsOf(context, locale, session, live.token, known)).result
}
