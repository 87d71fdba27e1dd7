import { packageInputSchema } from '@/commerce/domain/package'
import type { RedeemPackageInput } from '@/commerce/domain/redeem/redeem-input'
import type { Locale } from '@/i18n/routing'

import type {
  CartResult,
  RedeemOrderQueryResult,
  RedeemOrderResult,
} from '@/commerce/contract/types'
import { buildPackages, changeCart, mergePackages, notFound } from '@/commerce/services/cart'
import type { ServiceContext } from '@/commerce/services/context'
import { cartSettings } from '@/commerce/services/store'
import { validationErrors } from '@/commerce/services/errors'
import { buildRedeemPackages } from './packages'
import { placedRedeemOrder } from './placed'
import { answerSession, changeRedeemSession, type SessionChange, sessionExpired } from './service'
import { findRedeemSession } from './session'

type Token = string | null | undefined

/** The session's open redeem order ('current'), or a placed redeem order by its uuid. */
export async function redeemOrder(
  context: ServiceContext,
  locale: Locale,
  token: Token,
  uuid: string,
  access: string | null | undefined,
): Promise<RedeemOrderQueryResult> {
  if (uuid !== 'current') return placedRedeemOrder(context, locale, uuid, access)
  const session = await findRedeemSession(context.payload, token, context.storeId)
  if (!session) return { order: null, orderStatus: null, errors: [sessionExpired(locale)] }
  const { order, errors } = await answerSession(context, locale, session)
  return { order, orderStatus: null, errors }
}

/** Adds a chosen card to the redeem session. */
export async function addRedeemPackage(
  context: ServiceContext,
  locale: Locale,
  token: Token,
  input: RedeemPackageInput,
): Promise<RedeemOrderResult> {
  const settings = await cartSettings(context.payload, context.storeId)
  const built = await buildRedeemPackages(context.payload, context.storeId, locale, settings, input)
  const change: SessionChange = (packages) =>
    'errors' in built ? built : { packages: mergePackages(packages, built.packages) }
  return changeRedeemSession(context, locale, token, change)
}

/** Replaces a chosen card by its new choice, in its place; qty 0 takes it out. */
export async function updateRedeemPackage(
  context: ServiceContext,
  locale: Locale,
  token: Token,
  id: string,
  input: RedeemPackageInput,
): Promise<RedeemOrderResult> {
  const settings = await cartSettings(context.payload, context.storeId)
  const built =
    input.qty === 0
      ? { packages: [] }
      : await buildRedeemPackages(context.payload, context.storeId, locale, settings, input)
  const change: SessionChange = (packages) => {
    if ('errors' in built) return built
    const index = packages.findIndex((item) => item.id === id)
    if (index < 0) return { errors: [notFound(locale)] }
    const others = packages.filter((item) => item.id !== id)
    const before = others.slice(0, index)
    return { packages: mergePackages(before, [...built.packages, ...others.slice(index)]) }
  }
  // Taking a card out only lowers the cards and what they pay: both are checked at placing.
  return changeRedeemSession(context, locale, token, change, { removesOnly: input.qty === 0 })
}

/**
 * Moves a chosen card into the shopper's regular cart, to buy it at today's price (the rules
 * of the configurator apply, e.g. fixed prices), then takes it out of the redeem session.
 */
export async function addOriginalPackageToCart(
  context: ServiceContext,
  locale: Locale,
  token: Token,
  id: string,
): Promise<CartResult> {
  const { payload, storeId } = context
  const session = await findRedeemSession(payload, token, storeId)
  if (!session) return { order: null, errors: [sessionExpired(locale)] }
  const item = session.packages.find((entry) => entry.id === id)
  if (!item) return { order: null, errors: [notFound(locale)] }
  const parsed = packageInputSchema().safeParse({
    productId: item.productId,
    deliveryType: item.deliveryType,
    amount: item.amount,
    qty: item.qty,
    message: item.message,
    deliveryMode: item.receiver ? 'SINGLE' : 'DEFAULT',
    receivers: item.receiver ? [item.receiver] : [],
  })
  const settings = await cartSettings(payload, storeId)
  if (!parsed.success)
    return { order: null, errors: validationErrors(parsed.error, locale, settings) }
  const built = await buildPackages(payload, locale, settings, parsed.data)
  if ('errors' in built) return { order: null, errors: built.errors }
  const cart = await changeCart(
    context,
    locale,
    (packages) => ({ packages: mergePackages(packages, built.packages) }),
    { create: true },
  )
  if (cart.errors.length > 0) return cart
  const removed = await changeRedeemSession(
    context,
    locale,
    token,
    (packages) => ({ packages: packages.filter((entry) => entry.id !== id) }),
    { removesOnly: true },
  )
  return { ...cart, errors: removed.errors }
}
