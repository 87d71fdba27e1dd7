import { GIFT_CARD_LIMIT } from '@/commerce/domain/cart-errors'
import type { PackageInput } from '@/commerce/domain/package'
import type { Receiver } from '@/commerce/domain/receiver'

import type { CartPackage } from './cart-order'

/** The query parameter naming the cart package a product page edits (the cart's 'Modifier'). */
export const EDIT_PARAMETER = 'edit'

/** The product page opened on a package of the cart, its configurator holding that package. */
export const editPackageHref = (productPagePath: string, packageId: string): string =>
  `${productPagePath}?${EDIT_PARAMETER}=${encodeURIComponent(packageId)}`

/** A wrapper's or gift packing's option id: the gateway names its variation 'packaging:<id>'. */
const optionId = (extra: CartPackage['wrapper']): string | null =>
  extra ? extra.variation.id.replace(/^packaging:/, '') : null

/** Who a package goes to, as the configurator entered them; null for the buyer. */
export function receiverOf(item: CartPackage): Receiver | null {
  const address = item.deliveryAddress
  if (!address) return null
  const name = address.firstName ?? ''
  if (item.giftcard.variation.variationType === 'digital') {
    return { name, email: address.email ?? '', deliveryDate: item.deliveryDate }
  }
  return {
    name,
    street: address.street ?? '',
    houseNumber: address.houseNumber ?? 0,
    suffix: address.suffix,
    postCode: address.postCode ?? '',
    city: address.city ?? '',
    // The store posts to France only (the receiver schema's rule).
    countryCode: 'FR',
  }
}

/**
 * The configuration a cart package holds, as updateGiftcardPackage takes it back, with another
 * quantity if given. A package split off for one receiver (SPLIT) is theirs alone: it comes back
 * as SINGLE, the mode that sends several cards to one receiver. Null without its product.
 */
export function packageInputOf(item: CartPackage, qty = item.giftcard.qty): PackageInput | null {
  const product = item.giftcard.variation.product
  if (!product) return null
  const receiver = receiverOf(item)
  return {
    productId: product.id,
    deliveryType: item.giftcard.variation.variationType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    amount: item.giftcard.variation.price.value,
    qty,
    wrapperId: optionId(item.wrapper),
    giftPackingId: optionId(item.giftPacking),
    message: item.message?.text ?? null,
    deliveryMode: receiver ? 'SINGLE' : 'DEFAULT',
    receivers: receiver ? [receiver] : null,
  }
}

/**
 * A cart package with one card more or less, as the line's − and + send it; null past the
 * limits of a package (1 to 50 cards, spec §9), where the button is off.
 */
export function steppedInput(item: CartPackage, by: 1 | -1): PackageInput | null {
  const qty = item.giftcard.qty + by
  return qty < 1 || qty > GIFT_CARD_LIMIT ? null : packageInputOf(item, qty)
}
