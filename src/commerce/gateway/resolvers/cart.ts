import { z } from 'zod'

import { cartTotals } from '@/commerce/domain/totals'
import { cartErrorCodes } from '@/commerce/domain/cart-errors'
import { packageInputSchema } from '@/commerce/domain/package'
import { userDataSchema } from '@/commerce/domain/user-data'

import {
  answer,
  buildPackages,
  cartProduct,
  cartSettings,
  changeCart,
  currentCart,
  deleteGroup,
  mergePackages,
  notFound,
  stockErrors,
} from '@/commerce/services/cart'
import { gatewayError, type GatewayError } from '@/commerce/services/errors'
import type { CartResult } from '@/commerce/contract/types'
import { validationMessage } from '@/commerce/services/messages'
import { operation } from '../operation'

const empty = { order: null }
const packageId = z.uuid({ error: 'idInvalid' })

/** cart, cartV2 and cartQuantity (spec §7): the shopper's cart; orderUuid must be theirs. */
const readCart = operation(
  z.object({ userData: userDataSchema, orderUuid: z.uuid({ error: 'idInvalid' }).nullish() }),
  empty,
  async ({ userData, orderUuid }, context): Promise<CartResult> => {
    const cart = await currentCart(context)
    if (orderUuid && cart?.uuid !== orderUuid) {
      return answer(context, null, userData.language, [notFound(userData.language, 'orderUuid')])
    }
    return answer(context, cart, userData.language)
  },
)

const addGiftcardPackage = operation(
  z.object({ userData: userDataSchema, package: packageInputSchema() }),
  empty,
  async ({ userData, package: input }, context) => {
    const locale = userData.language
    const settings = await cartSettings(context.payload, context.storeId)
    const built = await buildPackages(context.payload, locale, settings, input)
    if ('errors' in built) return answer(context, await currentCart(context), locale, built.errors)
    return changeCart(
      context,
      locale,
      (packages) => ({ packages: mergePackages(packages, built.packages) }),
      {
        create: true,
      },
    )
  },
)

const updateGiftcardPackage = operation(
  z.object({ userData: userDataSchema, packageId, package: packageInputSchema() }),
  empty,
  async ({ userData, packageId: id, package: input }, context) => {
    const locale = userData.language
    const settings = await cartSettings(context.payload, context.storeId)
    const built = await buildPackages(context.payload, locale, settings, input)
    if ('errors' in built) return answer(context, await currentCart(context), locale, built.errors)
    return changeCart(
      context,
      locale,
      (packages) => {
        const index = packages.findIndex((item) => item.id === id)
        if (index < 0) return { errors: [notFound(locale)] }
        const others = packages.filter((item) => item.id !== id)
        // Saved in place: one package for one keeps its id, so the basket's line and its links stay.
        const rebuilt =
          built.packages.length === 1 ? [{ ...built.packages[0]!, id }] : built.packages
        return {
          packages: mergePackages(others.slice(0, index), [...rebuilt, ...others.slice(index)]),
        }
      },
      { create: false },
    )
  },
)

const deleteGiftcardPackageGroup = operation(
  z.object({
    userData: userDataSchema,
    shipmentTag: z.string().min(1).max(100),
    packageId: packageId.nullish(),
  }),
  empty,
  ({ userData, shipmentTag, packageId: id }, context) =>
    changeCart(context, userData.language, deleteGroup(userData.language, shipmentTag, id), {
      create: false,
    }),
)

/**
 * Before ordering (the order button): every card still on sale and no test card (read afresh),
 * and something to pay for (2033).
 */
const checkCart = operation(
  z.object({ userData: userDataSchema }),
  empty,
  async ({ userData }, context) => {
    const locale = userData.language
    const cart = await currentCart(context)
    const settings = await cartSettings(context.payload, context.storeId)
    const errors: GatewayError[] = []
    for (const [index, item] of (cart?.packages ?? []).entries()) {
      const product = await cartProduct(context.payload, item.productId, locale)
      const prefix = `packages.${index}`
      if (!product) errors.push(notFound(locale, `${prefix}.productId`))
      else errors.push(...stockErrors(product, item.deliveryType, settings, locale, prefix))
    }
    if (!cart || cartTotals(cart.packages, settings.fees).subTotal === 0) {
      const message = validationMessage(locale, 'zeroBalance', undefined)
      errors.push(gatewayError(cartErrorCodes.zeroBalance, message))
    }
    return answer(context, cart, locale, errors)
  },
)

export const cartQueries = { cart: readCart, cartV2: readCart, cartQuantity: readCart }
export const cartMutations = {
  addGiftcardPackage,
  updateGiftcardPackage,
  deleteGiftcardPackageGroup,
  checkCart,
}
