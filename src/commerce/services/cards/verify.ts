import type { CardStatus } from '@/commerce/domain/cards/card-check'
import { CLIENT_CHECK_LIMIT, PIN_LOCK, pinVerdict } from '@/commerce/domain/cards/pin-lock'
import type { Locale } from '@/i18n/routing'
import { cardNumberHash, cardPinHash } from '@/commerce/services/cards/secrets'
import { clientKey, createRateLimit } from '@/server/rate-limit'
import { sameSecret } from '@/server/secrets'

import type { ServiceContext } from '@/commerce/services/context'
import { cardError, errorCodes, gatewayError, type GatewayError } from '@/commerce/services/errors'
import { validationMessage } from '@/commerce/services/messages'
import { cardOwnerOn } from './card-owner'
import { findCardByNumberHash } from '@/commerce/db/card-read-repository'
import {
  countPinAttempt,
  forgetPinAttempts,
  lockCardNumber,
} from '@/commerce/db/pin-attempt-repository'

/** A card whose number and PIN were right; the card checks of spec §4 are the caller's. */
export type VerifiedCard = {
  id: number
  lastFour: string
  storeId: number
  status: CardStatus
  /** Cents. */
  balance: number
  /** ISO date (YYYY-MM-DD): the last day the card can be used. */
  expiresAt: string
  productId: string
  productTitle: string
  currency: string
  receiverEmail: string | null
  /** Whether its product is a multi-brand choice card: the only card exchangeable for others. */
  choiceCard: boolean
}

const clientChecks = createRateLimit({
  name: 'card-checks',
  limit: CLIENT_CHECK_LIMIT.limit,
  windowMs: CLIENT_CHECK_LIMIT.windowMinutes * 60_000,
})

// Compared against for a number that matches no card, so it costs what a wrong PIN costs.
const NO_CARD_PIN_HASH = '0'.repeat(64)

/**
 * Another of our stores' card answers wrong store (spec §4), nothing of it read; a prefix no
 * store of ours has is the form's unknown number (spec §5 known prefixes).
 */
async function foreignNumberError(
  context: ServiceContext,
  locale: Locale,
  cardNumber: string,
): Promise<GatewayError | null> {
  const owner = await cardOwnerOn(context.payload, context.storeId, cardNumber)
  if (owner === 'thisStore') return null
  if (owner === 'otherStore') return cardError(locale, 'wrongStore')
  const message = validationMessage(locale, 'cardNumberUnknown')
  return gatewayError(errorCodes.invalidParameter, message, 'card.cardNumber')
}

/**
 * A card of the request's store by its number and PIN (spec §8 card info and card payment
 * families). Guessing is stopped (issue 9 point 4): checks are limited per client address,
 * attempts are counted per number and a number is locked after a few wrong PINs; the PIN hash is
 * compared in constant time, and an unknown number is hashed and compared too. Every failure
 * answers `unknown`, so nobody learns which numbers exist; no other store's card is read.
 */
export async function verifyCard(
  context: ServiceContext,
  locale: Locale,
  { cardNumber, pin }: { cardNumber: string; pin: string },
): Promise<{ card: VerifiedCard } | { error: GatewayError }> {
  if (!(await clientChecks.consume(context.payload, clientKey(context.request)))) {
    const minutes = CLIENT_CHECK_LIMIT.windowMinutes
    return { error: cardError(locale, 'pinRateLimit', { minutes }) }
  }
  const foreign = await foreignNumberError(context, locale, cardNumber)
  if (foreign) return { error: foreign }
  const now = new Date()
  const numberHash = cardNumberHash(cardNumber)
  const verdict = pinVerdict(await countPinAttempt(context.payload, numberHash, now), now)
  if (!verdict.check) {
    return { error: cardError(locale, 'pinRateLimit', { minutes: verdict.minutes }) }
  }
  const row = await findCardByNumberHash(context.payload, numberHash, context.storeId)
  const right = sameSecret(cardPinHash(numberHash, pin), row?.pinHash ?? NO_CARD_PIN_HASH)
  if (!row || !right) {
    if (!verdict.lockOnFailure) return { error: cardError(locale, 'unknown') }
    await lockCardNumber(context.payload, numberHash, now)
    return { error: cardError(locale, 'pinRateLimit', { minutes: PIN_LOCK.lockMinutes }) }
  }
  await forgetPinAttempts(context.payload, numberHash)
  const { pinHash: _pinHash, expiresAt, ...card } = row
  return { card: { ...card, expiresAt: expiresAt.toISOString().slice(0, 10) } }
}
