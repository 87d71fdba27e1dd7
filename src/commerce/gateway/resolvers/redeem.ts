import { z } from 'zod'

import { placedFromPath } from '@/commerce/domain/orders/attribution'
import {
  placeRedeemOrderSchema,
  redeemPackageInputSchema,
} from '@/commerce/domain/redeem/redeem-input'
import { userDataSchema } from '@/commerce/domain/user-data'

import type {
  CartResult,
  PlaceOrderResult,
  RedeemOrderQueryResult,
  RedeemOrderResult,
} from '@/commerce/contract/types'
import { operation } from '../operation'
import { vatNumberDigits } from '../vat-number'
import { accessArgument } from '@/commerce/services/orders'
import {
  addOriginalPackageToCart as moveToCart,
  addRedeemPackage as addPackage,
  placeRedeemOrder as place,
  redeemOrder,
  updateRedeemPackage as updatePackage,
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
  ({ userData, uuid, access }, context): Promise<RedeemOrderQueryResult> =>
    redeemOrder(context, userData.language, userData.redeemToken, uuid, access),
)

const addRedeemPackage = operation(
  z.object({ userData: userDataSchema, input: redeemPackageInputSchema(1) }),
  noOrder,
  ({ userData, input }, context) =>
    addPackage(context, userData.language, userData.redeemToken, input),
)

/** Replaces a chosen card by its new choice, in its place; qty 0 takes it out. */
const updateRedeemPackage = operation(
  z.object({ userData: userDataSchema, packageId, input: redeemPackageInputSchema(0) }),
  noOrder,
  ({ userData, packageId: id, input }, context) =>
    updatePackage(context, userData.language, userData.redeemToken, id, input),
)

/** Moves a chosen card into the shopper's regular cart, at today's price. */
const addOriginalPackageToCart = operation(
  z.object({ userData: userDataSchema, packageId }),
  { order: null } as Omit<CartResult, 'errors'>,
  ({ userData, packageId: id }, context): Promise<CartResult> =>
    moveToCart(context, userData.language, userData.redeemToken, id),
)

const placeRedeemOrder = operation(
  z
    .object({ userData: userDataSchema, input: placeRedeemOrderSchema })
    .superRefine(
      vatNumberDigits((value) => value.input.billingAddress, ['input', 'billingAddress']),
    ),
  { orderUuid: null, redirectUrl: null } as Omit<PlaceOrderResult, 'errors'>,
  ({ userData, input }, context) =>
    place(
      context,
      userData.language,
      userData.redeemToken,
      input,
      placedFromPath(context.gateway.pathname),
    ),
)

export const redeemQueries = { order }
export const redeemMutations = {
  addRedeemPackage,
  updateRedeemPackage,
  addOriginalPackageToCart,
  placeRedeemOrder,
}
