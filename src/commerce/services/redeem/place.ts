import { cardCount, shipmentsOf } from '@/commerce/domain/cart'
import { deliveryAddressOf } from '@/commerce/domain/checkout/checkout-input'
import { shipmentDeliveries } from '@/commerce/domain/checkout/delivery-dates'
import { storeClock } from '@/commerce/domain/checkout/store-clock'
import { allocateRedeemPayments } from '@/commerce/domain/redeem/redeem-payments'
import type { PlaceRedeemOrder } from '@/commerce/domain/redeem/redeem-input'
import type { Locale } from '@/i18n/routing'

import { signedIn } from '@/commerce/services/account'
import { cardError, type GatewayError, orderError } from '@/commerce/services/errors'
import { moveBalances } from '@/commerce/services/cards'
import { redeemProducts, type RedeemProducts } from '@/commerce/services/catalogue'
import { type CartSettings, cartSettings } from '@/commerce/services/store'
import type { ServiceContext } from '@/commerce/services/context'
import type { PlaceOrderResult } from '@/commerce/contract/types'
import { startIssuing, startPayment, withOrderAccessCookie } from '@/commerce/services/orders'
import {
  type CardPayment,
  completeRedeemOrderPaidByCards,
  insertRedeemOrder,
} from '@/commerce/db/redeem-order-repository'
import { emptyRedeemSession, lockRedeemSession } from '@/commerce/db/redeem-session-repository'
import { inTransaction, type SqlClient } from '@/commerce/db/transaction'
import { needsDeliveryAddress, placementErrors, sourceErrors } from './place-checks'
import {
  redeemFees,
  redeemTotal,
  remainingErrors,
  SESSION_ATTEMPTS,
  sessionExpired,
} from './service'
import { findRedeemSession } from './session'
import { readSources } from './sources'

/** A refusal found inside the transaction: it rolls back, and the holder reads `errors`. */
class Refused extends Error {
  constructor(readonly errors: GatewayError[]) {
    super('Redeem order refused')
  }
}

const refused = (errors: GatewayError[]): PlaceOrderResult => ({
  orderUuid: null,
  redirectUrl: null,
  errors,
})

type Placed = { id: number; uuid: string; order_number: string; grandTotal: number }

/**
 * What a placement reads before its transaction. The transaction holds the source cards' row
 * locks: a connection it asked the shared pool for meanwhile (the signed-in customer, a product
 * the memo no longer holds) could wait forever behind placements that hold the pool's other
 * connections while they wait for those locks.
 */
type Known = {
  settings: CartSettings
  customerId: number | null
  products: RedeemProducts
  /** The page of the placing call (x-pathname); the ad click is the input's. */
  placedFrom: string | null
}

/** The session's choice changed to products not read before the transaction: read them again. */
class ChoiceChanged extends Error {}

/**
 * The transaction of a placement: the session locked, every source card locked and checked
 * again, the order written, the cards debited (reason 'redeem', the order's uuid) and the
 * session's choice emptied, all or nothing. Nothing left to pay completes the order here too.
 * It uses its own connection only.
 */
async function place(
  client: SqlClient,
  locale: Locale,
  storeId: number,
  sessionId: number,
  input: PlaceRedeemOrder,
  { settings, customerId, products, placedFrom }: Known,
): Promise<Placed> {
  const session = await lockRedeemSession(client, sessionId)
  if (!session) throw new Refused([sessionExpired(locale)])
  const { packages } = session
  if (packages.length === 0) throw new Refused([orderError(locale, 'emptyOrder')])
  if (packages.some((item) => !products.has(item.productId))) throw new ChoiceChanged()
  const refs = session.card_payments ?? []
  const sources = await readSources(client, refs, { lock: true })
  const today = storeClock(new Date(), settings.timeZone).date
  const checks = sourceErrors(locale, refs, sources, settings, today)
  if (checks.length > 0) throw new Refused(checks)
  const allocation = allocateRedeemPayments(sources, redeemTotal(packages))
  const problems = [
    ...placementErrors(locale, settings, packages, input, products),
    ...remainingErrors(locale, settings, packages, sources, products),
  ]
  // The cards covered it all when the holder looked; someone spent them since.
  if (allocation.amountToPay > 0 && !input.paymentMethod) {
    problems.push(cardError(locale, 'noBalance', {}, 'payments'))
  }
  if (problems.length > 0) throw new Refused(problems)
  const fees = redeemFees(settings.fees)
  const cardPayments: CardPayment[] = allocation.payments.map((payment) => ({
    card: payment.id,
    lastFour: payment.lastFour,
    balance: payment.balance,
    amount: payment.value,
  }))
  const order = await insertRedeemOrder(client, {
    storeId,
    customerId,
    packages,
    itemsQty: cardCount(packages),
    email: input.billingAddress.email,
    customerType: input.billingAddress.customerType,
    currency: settings.currency,
    grandTotal: allocation.amountToPay,
    billingAddress: input.billingAddress,
    deliveryAddress: needsDeliveryAddress(packages) ? deliveryAddressOf(input) : null,
    deliveries: shipmentDeliveries(new Date(), shipmentsOf(packages), fees, settings),
    fees,
    paymentMethod: allocation.amountToPay > 0 ? input.paymentMethod : null,
    cardPayments,
    cartId: sessionId,
    cartRevision: Number(session.revision),
    language: locale,
    placedFrom,
    clickId: input.clickId,
  })
  const debits = cardPayments
    .filter((payment) => payment.amount > 0)
    .map((payment) => ({ cardId: payment.card, amount: -payment.amount }))
  await moveBalances(client, debits, { reason: 'redeem', reference: order.uuid })
  await emptyRedeemSession(client, sessionId)
  if (allocation.amountToPay === 0) await completeRedeemOrderPaidByCards(client, order.id)
  return { ...order, grandTotal: allocation.amountToPay }
}

/** The session placed as an order, or why not; null when its choice changed meanwhile. */
async function attempt(
  context: ServiceContext,
  locale: Locale,
  token: string | null | undefined,
  input: PlaceRedeemOrder,
  known: Omit<Known, 'products'>,
): Promise<Placed | GatewayError[] | null> {
  const { payload, storeId } = context
  const session = await findRedeemSession(payload, token, storeId)
  if (!session) return [sessionExpired(locale)]
  const products = await redeemProducts(payload, storeId, locale, session.packages)
  try {
    return await inTransaction(payload, (client) =>
      place(client, locale, storeId, session.id, input, { ...known, products }),
    )
  } catch (error) {
    if (error instanceof Refused) return error.errors
    if (error instanceof ChoiceChanged) return null
    throw error
  }
}

/**
 * Places the redeem session as an order (spec §2 /verifier-solde/paiement/). The source cards
 * pay from this moment on: their money is held by the order, so it can never be spent twice.
 * With nothing left to pay the order is complete and its cards are issued; otherwise the
 * shortfall's payment starts and the payment's webhook completes it. The placing browser may then
 * read the order (its cookie).
 */
export async function placeRedeemOrder(
  context: ServiceContext,
  locale: Locale,
  token: string | null | undefined,
  input: PlaceRedeemOrder,
  placedFrom: string | null,
): Promise<PlaceOrderResult> {
  const { payload, storeId } = context
  const settings = await cartSettings(payload, storeId)
  const account = await signedIn(context)
  const known = { settings, customerId: account?.customer.id ?? null, placedFrom }
  for (let tries = 0; tries < SESSION_ATTEMPTS; tries++) {
    const placed = await attempt(context, locale, token, input, known)
    if (placed === null) continue
    if (Array.isArray(placed)) return refused(placed)
    if (placed.grandTotal === 0) {
      await startIssuing(payload, placed.id)
      return withOrderAccessCookie(context, {
        orderUuid: placed.uuid,
        redirectUrl: null,
        errors: [],
      })
    }
    const started = await startPayment(
      context,
      locale,
      {
        id: placed.id,
        uuid: placed.uuid,
        orderNumber: placed.order_number,
        email: input.billingAddress.invoiceEmail ?? input.billingAddress.email,
        grandTotal: placed.grandTotal,
        currency: settings.currency,
        storeId,
      },
      input.paymentMethod!,
      input.paymentDetails,
    )
    return withOrderAccessCookie(context, started)
  }
  throw new Error('The redeem session kept changing under this placement')
}
