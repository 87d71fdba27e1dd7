import { cartQuantityCount } from '@/commerce/client/cart-count'
import { CartQuantityDocument } from '@/commerce/client/generated/documents/cart-quantity'
import { gatewayRequest } from '@/commerce/client/request'
import type { Locale } from '@/i18n/routing'

import { pluralLabel } from './cart-label'

/** Who asks, and the Cart.label message that turns the count into the link's name. */
export type CartCountSource = {
  locale: Locale
  storeID: number
  countryCode: string
  labelMessage: string
}

export type CartCount = { count: number; label: string }

/** The count and the name that says it. */
export function cartCount(source: CartCountSource, count: number): CartCount {
  return { count, label: pluralLabel(source.labelMessage, source.locale, count) }
}

/**
 * The header count as read on a page's first load (cartQuantity, spec §7). Null when the gateway
 * answers with errors: the header keeps what it shows rather than interrupt with a modal.
 */
export async function fetchCartCount(source: CartCountSource): Promise<CartCount | null> {
  const { locale, storeID, countryCode } = source
  const userData = { language: locale, storeID, countryCode, redeemToken: null }
  const { cartQuantity } = await gatewayRequest(CartQuantityDocument, {}, { userData })
  if (cartQuantity.errors.length > 0) return null
  return cartCount(source, cartQuantityCount(cartQuantity.order))
}
