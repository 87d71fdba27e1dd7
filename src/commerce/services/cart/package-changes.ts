import { cartErrorCodes } from '@/commerce/domain/cart-errors'
import type { CartPackage } from '@/commerce/domain/cart'
import type { PackageInput } from '@/commerce/domain/package'
import { cartTotals } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'

import type { CartResult } from '@/commerce/contract/types'
import type { ServiceContext } from '@/commerce/services/context'
import { gatewayError, type GatewayError } from '@/commerce/services/errors'
import { validationMessage } from '../messages'
import { buildPackages, mergePackages, stockErrors } from './build'
import { cartProduct } from '@/commerce/services/catalogue'
import { cartSettings } from '@/commerce/services/store'
import { answer, type Change, changeCart, currentCart, deleteGroup, notFound } from './service'

/** The shopper's cart; `orderUuid`, when given, must be theirs. */
export async function readCart(
  context: ServiceContext,
  locale: Locale,
  orderUuid: string | null | undefined,
): Promise<CartResult> {
  const cart = await currentCart(context)
  if (orderUuid && cart?.uuid !== orderUuid) {
    return answer(context, null, locale, [notFound(locale, 'orderUuid')])
  }
  return answer(context, cart, locale)
}

/**
 * Prices the shopper's choice at today's prices, then changes the cart with the priced packages
 * (`create`: a cart is made if there is none). A choice that cannot be priced changes nothing.
 */
async function changeWithPriced(
  context: ServiceContext,
  locale: Locale,
  input: PackageInput,
  change: (priced: CartPackage[]) => Change,
  create: boolean,
): Promise<CartResult> {
  const settings = await cartSettings(context.payload, context.storeId)
  const built = await buildPackages(context.payload, locale, settings, input)
  if ('errors' in built) return answer(context, await currentCart(context), locale, built.errors)
  return changeCart(context, locale, change(built.packages), { create })
}

/** Prices a package at today's prices and adds it to the cart, creating the cart if need be. */
export const addGiftcardPackage = (
  context: ServiceContext,
  locale: Locale,
  input: PackageInput,
): Promise<CartResult> =>
  changeWithPriced(
    context,
    locale,
    input,
    (priced) => (packages) => ({ packages: mergePackages(packages, priced) }),
    true,
  )

/** Replaces a package of the cart by its new choice, in its place. */
export const updateGiftcardPackage = (
  context: ServiceContext,
  locale: Locale,
  id: string,
  input: PackageInput,
): Promise<CartResult> =>
  changeWithPriced(
    context,
    locale,
    input,
    (priced) => (packages) => {
      const index = packages.findIndex((item) => item.id === id)
      if (index < 0) return { errors: [notFound(locale)] }
      const others = packages.filter((item) => item.id !== id)
      // Saved in place: one package for one keeps its id, so the cart's line and its links stay.
      const rebuilt = priced.length === 1 ? [{ ...priced[0]!, id }] : priced
      return {
        packages: mergePackages(others.slice(0, index), [...rebuilt, ...others.slice(index)]),
      }
    },
    false,
  )

/** Removes a receiver's group from the cart, or one package of it. */
export const deleteGiftcardPackageGroup = (
  context: ServiceContext,
  locale: Locale,
  shipmentTag: string,
  packageId: string | null | undefined,
): Promise<CartResult> =>
  changeCart(context, locale, deleteGroup(locale, shipmentTag, packageId), { create: false })

/**
 * Before ordering (the order button): every card still on sale and no test card (read afresh),
 * and something to pay for (2033).
 */
export async function checkCart(context: ServiceContext, locale: Locale): Promise<CartResult> {
  const cart = await currentCart(context)
  const settings = await cartSettings(context.payload, context.storeId)
  const errors: GatewayError[] = []
  for (const [index, item] of (cart?.packages ?? []).entries()) {
    const product = await cartProduct(context.payload, context.storeId, item.productId, locale)
    const prefix = `packages.${index}`
    if (!product) errors.push(notFound(locale, `${prefix}.productId`))
    else errors.push(...stockErrors(product, item.deliveryType, settings, locale, prefix))
  }
  if (!cart || cartTotals(cart.packages, settings.fees).subTotal === 0) {
    const message = validationMessage(locale, 'zeroBalance')
    errors.push(gatewayError(cartErrorCodes.zeroBalance, message))
  }
  return answer(context, cart, locale, errors)
}
