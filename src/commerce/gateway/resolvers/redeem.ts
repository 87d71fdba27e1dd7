import { z } from 'zod'

import { placedFromPath } from '@/commerce/domain/orders/attribution'
import { packageInputSchema } from '@/commerce/domain/package'
import {
  placeRedeemOrderSchema,
  redeemPackageInputSchema,
} from '@/commerce/domain/redeem/redeem-input'
import { userDataSchema } from '@/commerce/domain/user-data'

import {
  buildPackages,
  cartSettings,
  changeCart,
  mergePackages,
  notFound,
} from '@/commerce/services/cart'
import { validationErrors } from '@/commerce/services/errors'
import type {
  CartResult,
  PlaceOrderResult,
  RedeemOrderQueryResult,
  RedeemOrderResult,
} from '@/commerce/contract/types'
import { operation } from '../operation'
import { accessArgument, withOrderAccessCookie } from '@/commerce/services/orders'
import {
  answerSession,
  buildRedeemPackages,
  changeRedeemSession,
  findRedeemSession,
  placedRedeemOrder,
  placeRedeemOrder as place,
  type SessionChange,
  sessionExpired,
} from '@/commerce/services/redeem'

const noOrder: Omit<RedeemOrderResult, 'errors'> = { order: null }
const packageId = z.uuid({ error: 'idInvalid' })

/** The session's open redeem order ('current'), or a placed redeem order by its uuid. */
const order = operation(
  z.object({
    userData: userDataSchema,
    uuid: z.union([z.literal('current'), packageId]),
    access: accessArgument,
  }),
  { order: null, orderStatus: null } as Omit<RedeemOrderQueryResult, 'errors'>,
  async ({ userData, uuid, access }, context): Promise<RedeemOrderQueryResult> => {
    const locale = userData.language
    if (uuid !== 'current') return placedRedeemOrder(context, locale, uuid, access)
    const session = await findRedeemSession(context.payload, userData.redeemToken, context.storeId)
    if (!session) return { order: null, orderStatus: null, errors: [sessionExpired(locale)] }
    const { order: open, errors } = await answerSession(context, locale, session)
    return { order: open, orderStatus: null, errors }
  },
)

const addRedeemPackage = operation(
  z.object({ userData: userDataSchema, input: redeemPackageInputSchema(1) }),
  noOrder,
  async ({ userData, input }, context) => {
    const locale = userData.language
    const { currency } = await cartSettings(context.payload, context.storeId)
    const built = await buildRedeemPackages(context.payload, locale, currency, input)
    const change: SessionChange = (packages) =>
      'errors' in built ? built : { packages: mergePackages(packages, built.packages) }
    return changeRedeemSession(context, locale, userData.redeemToken, change)
  },
)

/** Replaces a chosen card by its new choice, in its place; qty 0 takes it out. */
const updateRedeemPackage = operation(
  z.object({ userData: userDataSchema, packageId, input: redeemPackageInputSchema(0) }),
  noOrder,
  async ({ userData, packageId: id, input }, context) => {
    const locale = userData.language
    const { currency } = await cartSettings(context.payload, context.storeId)
    const built =
      input.qty === 0
        ? { packages: [] }
        : await buildRedeemPackages(context.payload, locale, currency, input)
    const change: SessionChange = (packages) => {
      if ('errors' in built) return built
      const index = packages.findIndex((item) => item.id === id)
      if (index < 0) return { errors: [notFound(locale)] }
      const others = packages.filter((item) => item.id !== id)
      const before = others.slice(0, index)
      return { packages: mergePackages(before, [...built.packages, ...others.slice(index)]) }
    }
    // Taking a card out only lowers the cards and what they pay: both are checked at placing.
    return changeRedeemSession(context, locale, userData.redeemToken, change, {
      removesOnly: input.qty === 0,
    })
  },
)

/**
 * Moves a chosen card into the shopper's regular cart, to buy it at today's price (the rules
 * of the configurator apply, e.g. fixed prices), then takes it out of the redeem session.
 */
const addOriginalPackageToCart = operation(
  z.object({ userData: userDataSchema, packageId }),
  { order: null } as Omit<CartResult, 'errors'>,
  async ({ userData, packageId: id }, context): Promise<CartResult> => {
    const locale = userData.language
    const { payload, storeId } = context
    const session = await findRedeemSession(payload, userData.redeemToken, storeId)
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
    if (!parsed.success) return { order: null, errors: validationErrors(parsed.error, locale) }
    const settings = await cartSettings(payload, storeId)
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
      userData.redeemToken,
      (packages) => ({ packages: packages.filter((entry) => entry.id !== id) }),
      { removesOnly: true },
    )
    return { ...cart, errors: removed.errors }
  },
)

const placeRedeemOrder = operation(
  z.object({ userData: userDataSchema, input: placeRedeemOrderSchema }),
  { orderUuid: null, redirectUrl: null } as Omit<PlaceOrderResult, 'errors'>,
  async ({ userData, input }, context) =>
    withOrderAccessCookie(
      context,
      await place(
        context,
        userData.language,
        userData.redeemToken,
        input,
        placedFromPath(context.gateway.pathname),
      ),
    ),
)

export const redeemQueries = { order }
export const redeemMutations = {
  addRedeemPackage,
  updateRedeemPackage,
  addOriginalPackageToCart,
  placeRedeemOrder,
}
