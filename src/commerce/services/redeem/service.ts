import { type CartPackage, cardCount, packageTotal, shipmentsOf } from '@/commerce/domain/cart'
import { shipmentDeliveries } from '@/commerce/domain/checkout/delivery-dates'
import { allocateRedeemPayments } from '@/commerce/domain/redeem/redeem-payments'
import { remainingBelowMinimum } from '@/commerce/domain/redeem/redeem-rules'
import type { Fees } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'

import { cardError, type GatewayError, orderLimitErrors } from '@/commerce/services/errors'
import { redeemProducts, type RedeemProducts } from '@/commerce/services/catalogue'
import { cartSettings } from '@/commerce/services/store'
import type { ServiceContext } from '@/commerce/services/context'
import type { RedeemOrderResult } from '@/commerce/contract/types'
import { moneyIn, type StoreMoney } from '../messages'
import { findRedeemSession, type RedeemSession } from './session'
import type { SourceCard } from './sources'
import { readSources } from './sources'
import { toRedeemOrder } from './view'
import { poolOf } from '@/commerce/db/pool'
import { saveRedeemSession } from '@/commerce/db/redeem-session-repository'

/** Tries before a change gives up on a session edited concurrently (a second tab). */
export const SESSION_ATTEMPTS = 5

/** An exchange costs no service fee and no postage: only the cards' value is paid. */
export const redeemFees = (fees: Fees): Fees => ({
  ...fees,
  serviceFee: 0,
  standardShipping: 0,
  registeredShipping: 0,
})

export const redeemTotal = (packages: CartPackage[]): number =>
  packages.reduce((sum, item) => sum + packageTotal(item), 0)

export const sessionExpired = (locale: Locale): GatewayError =>
  cardError(locale, 'redeemSessionExpired', {}, 'userData.redeemToken')

/**
 * The rule on what stays on the source cards once they pay for `packages`: nothing, or at least
 * the highest minimumRemainingBalance of the chosen products (read beforehand: this also runs in
 * the placement's transaction, which must not wait for another connection).
 */
export function remainingErrors(
  locale: Locale,
  store: StoreMoney,
  packages: CartPackage[],
  sources: SourceCard[],
  products: RedeemProducts,
): GatewayError[] {
  const { remainingBalance } = allocateRedeemPayments(sources, redeemTotal(packages))
  const minimum = remainingBelowMinimum(
    remainingBalance,
    packages.map((item) => products.get(item.productId)?.minimumRemainingBalance ?? null),
  )
  if (minimum === null) return []
  const amount = moneyIn(locale, store)(minimum)
  return [cardError(locale, 'redeemRemainingBelowMinimum', { amount }, 'payments')]
}

/**
 * The open session as its RedeemOrder: today's balances (`sources` when the request read them
 * already), today's delivery promises.
 */
export async function answerSession(
  context: ServiceContext,
  locale: Locale,
  session: RedeemSession | null,
  errors: GatewayError[] = [],
  sources?: SourceCard[],
): Promise<RedeemOrderResult> {
  if (!session) return { order: null, errors }
  const settings = await cartSettings(context.payload, context.storeId)
  sources ??= await readSources(poolOf(context.payload), session.cardPayments)
  const allocation = allocateRedeemPayments(sources, redeemTotal(session.packages))
  const shipments = shipmentsOf(session.packages)
  const order = await toRedeemOrder(context.payload, context.storeId, locale, {
    id: session.id,
    uuid: session.uuid,
    status: 'cart',
    orderNumber: null,
    currency: settings.currency,
    packages: session.packages,
    deliveries: shipmentDeliveries(new Date(), shipments, redeemFees(settings.fees), settings),
    billingAddress: null,
    deliveryAddress: null,
    ...allocation,
  })
  return { order, errors }
}

export type SessionChange = (
  packages: CartPackage[],
) => { packages: CartPackage[] } | { errors: GatewayError[] }

/**
 * Applies a change to the chosen cards of the session named by the redeem token, and keeps it
 * only if the session keeps the order's caps, as the cart does (2030, 2015: what the cards do
 * not cover is paid by other means), and what stays on the source cards keeps its minimum.
 * A change that only takes cards out (`removesOnly`) cannot cross a cap, and what it leaves on
 * the cards is checked at placing, with the caps again. Concurrent changes are serialised by the
 * session's revision, like the cart's: the loser reads again and reapplies.
 */
export async function changeRedeemSession(
  context: ServiceContext,
  locale: Locale,
  token: string | null | undefined,
  change: SessionChange,
  { removesOnly = false } = {},
): Promise<RedeemOrderResult> {
  const { payload, storeId } = context
  const settings = await cartSettings(payload, storeId)
  for (let attempt = 0; attempt < SESSION_ATTEMPTS; attempt++) {
    const session = await findRedeemSession(payload, token, storeId)
    if (!session) return { order: null, errors: [sessionExpired(locale)] }
    const result = change(session.packages)
    if ('errors' in result) return answerSession(context, locale, session, result.errors)
    let sources: SourceCard[] | undefined
    if (!removesOnly) {
      const limits = orderLimitErrors(locale, result.packages)
      if (limits.length > 0) return answerSession(context, locale, session, limits)
      sources = await readSources(poolOf(payload), session.cardPayments)
      const products = await redeemProducts(payload, storeId, locale, result.packages)
      const errors = remainingErrors(locale, settings, result.packages, sources, products)
      if (errors.length > 0) return answerSession(context, locale, session, errors, sources)
    }
    if (await saveRedeemSession(payload, session, result.packages, cardCount(result.packages))) {
      const saved = { ...session, packages: result.packages, revision: session.revision + 1 }
      return answerSession(context, locale, saved, [], sources)
    }
  }
  throw new Error('The redeem session kept changing under this request')
}
