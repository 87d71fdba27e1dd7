import { packageTotal } from '@/commerce/domain/cart'
import { allocateRedeemPayments } from '@/commerce/domain/redeem/redeem-payments'
import type { Locale } from '@/i18n/routing'

import type { ServiceContext } from '@/commerce/services/context'
import type { GatewayError } from '@/commerce/services/errors'
import type { GiftcardPaymentResult } from '@/commerce/contract/types'
import type { RedeemSession } from '@/commerce/services/redeem/session'
import { storeCardRules, storeCurrency } from '@/commerce/services/store'
import { cardCheckError } from './card-checks'
import { type SessionCard, sessionCards } from './session-cards'

/** The answer when there is no session to show. */
export const noCardPayments: Omit<GiftcardPaymentResult, 'errors'> = {
  redeemToken: null,
  payments: [],
  amountToPay: null,
  remainingBalance: null,
}

/** The reference of a session card's problem: the payment it concerns. */
export const paymentParameter = (cardId: number): string => `payments.${cardId}`

/**
 * A redeem session's cards as they are now (`known`: those this request read already), and what
 * each pays of the chosen cards' total (cards pay in the order added). A card that no longer
 * passes its check (blocked, expired, emptied meanwhile…) pays nothing; `problems` says why.
 */
export async function cardPaymentsOf(
  context: ServiceContext,
  locale: Locale,
  session: RedeemSession,
  redeemToken: string,
  known: SessionCard[] = [],
): Promise<{ result: GiftcardPaymentResult; problems: GatewayError[] }> {
  const cards = await sessionCards(context.payload, session.cardPayments, known)
  const problems = new Map<number, GatewayError>()
  const { storeId } = context
  const store = await storeCardRules(context.payload, storeId, locale)
  for (const card of cards) {
    const rules = { ...store, mustPay: true }
    const problem = cardCheckError(locale, card, rules, paymentParameter(card.id))
    if (problem) problems.set(card.id, problem)
  }
  const total = session.packages.reduce((sum, item) => sum + packageTotal(item), 0)
  const sources = cards.map(({ id, lastFour, balance }) => ({
    id,
    lastFour,
    balance: problems.has(id) ? 0 : balance,
  }))
  const allocation = allocateRedeemPayments(sources, total)
  const currency = cards[0]?.currency ?? (await storeCurrency(context.payload, context.storeId))
  const money = (value: number) => ({ currency, value })
  const result: GiftcardPaymentResult = {
    redeemToken,
    payments: allocation.payments.map((payment, index) => ({
      id: String(payment.id),
      lastFour: payment.lastFour,
      balance: money(cards[index]!.balance),
      value: money(payment.value),
    })),
    amountToPay: money(allocation.amountToPay),
    remainingBalance: money(allocation.remainingBalance),
    errors: [],
  }
  return { result, problems: [...problems.values()] }
}
