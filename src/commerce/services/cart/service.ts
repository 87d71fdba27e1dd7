import { type CartPackage, cardCount, shipmentTag } from '@/commerce/domain/cart'
import type { Locale } from '@/i18n/routing'

import type { ServiceContext } from '@/commerce/services/context'
import {
  errorCodes,
  gatewayError,
  type GatewayError,
  orderLimitErrors,
} from '@/commerce/services/errors'
import type { CartResult } from '@/commerce/contract/types'
import { validationMessage } from '../messages'
import { cartSettings } from '@/commerce/services/store'
import { cartCookies, hashSecret, newCartSecret, readCartSecret } from './cookie'
import { createCart, findCart, saveCart, type Cart } from '@/commerce/db/cart-repository'
import { toOrder } from './view'

/** Tries before a change gives up on carts edited concurrently (a second tab, a double click). */
const ATTEMPTS = 5

export type Change = (
  packages: CartPackage[],
) => { packages: CartPackage[] } | { errors: GatewayError[] }

const cartHash = (context: ServiceContext): string | null => {
  const secret = readCartSecret(context.request.headers)
  return secret && hashSecret(secret)
}

/** The shopper's cart, found by the secret of the cart cookie; null without one. */
export async function currentCart(context: ServiceContext): Promise<Cart | null> {
  const hash = cartHash(context)
  return hash ? findCart(context.payload, hash, context.storeId) : null
}

export async function answer(
  context: ServiceContext,
  cart: Cart | null,
  locale: Locale,
  errors: GatewayError[] = [],
): Promise<CartResult> {
  if (!cart) return { order: null, errors }
  const settings = await cartSettings(context.payload, context.storeId)
  return { order: toOrder(cart, settings, locale), errors }
}

/**
 * Applies a change to the cart and keeps it only if the whole cart still keeps the limits
 * (2015, 2030); a change that crosses one leaves the cart as it was. Concurrent changes of one
 * cart are serialised by its revision: the loser reads again and reapplies. A new cart is
 * written with its first packages at once (one commit, not two), and not at all when refused.
 */
export async function changeCart(
  context: ServiceContext,
  locale: Locale,
  change: Change,
  { create }: { create: boolean },
): Promise<CartResult> {
  const { payload, storeId } = context
  const hash = cartHash(context)
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const cart = hash ? await findCart(payload, hash, storeId) : null
    if (!cart && !create) return answer(context, null, locale, [notFound(locale)])
    const result = change(cart?.packages ?? [])
    if ('errors' in result) return answer(context, cart, locale, result.errors)
    const limits = orderLimitErrors(locale, result.packages)
    if (limits.length > 0) return answer(context, cart, locale, limits)
    const itemsQty = cardCount(result.packages)
    if (!cart) {
      // A new cart, named from now on by the cookies of this answer.
      const secret = newCartSecret()
      const created = await createCart(
        payload,
        hashSecret(secret),
        storeId,
        result.packages,
        itemsQty,
      )
      context.responseCookies.push(...cartCookies(secret, context.request))
      return answer(context, created, locale)
    }
    if (await saveCart(payload, cart, result.packages, itemsQty)) {
      return answer(context, { ...cart, packages: result.packages }, locale)
    }
  }
  throw new Error('The cart kept changing under this request')
}

export const notFound = (locale: Locale, parameter = 'packageId') =>
  gatewayError(errorCodes.notFound, validationMessage(locale, 'packageNotFound'), parameter)

/** Removes a receiver's group, or one package of it (spec §7 deleteGiftcardPackageGroup). */
export const deleteGroup =
  (locale: Locale, tag: string, packageId: string | null | undefined): Change =>
  (packages) => {
    const kept = packages.filter(
      (item) => shipmentTag(item) !== tag || (packageId != null && item.id !== packageId),
    )
    const parameter = packageId == null ? 'shipmentTag' : 'packageId'
    return kept.length === packages.length
      ? { errors: [notFound(locale, parameter)] }
      : { packages: kept }
  }
