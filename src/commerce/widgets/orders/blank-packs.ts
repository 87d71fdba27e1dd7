import type { BlankCardPacksQuery, GiftcardPackageInput } from '@/commerce/client/generated/graphql'
import type { Money } from '@/commerce/domain/money'

/** A blank gift card set as the productList answers it (product type blankGiftCardPack). */
export type BlankPack = BlankCardPacksQuery['productList']['products'][number]

/** The most packs per cart line; the cart's own limits still apply on the server. */
export const PACK_QTY_MAX = 10

/** What a set costs: its fixed posted price (a set is never digital and has one price). */
export function packPrice(pack: BlankPack): Money | null {
  const config = pack.physicalConfig
  if (!config.available) return null
  return config.pricesToShow[0] ?? config.minPrice ?? null
}

/** A set the shopper can add: posted and priced. */
export type OrderablePack = { pack: BlankPack; price: Money }

export const orderablePacks = (packs: readonly BlankPack[]): OrderablePack[] =>
  packs.flatMap((pack) => {
    const price = packPrice(pack)
    return price ? [{ pack, price }] : []
  })

/**
 * The configurator input of a set: posted to the buyer at its price, without note or wrapping
 * (src/commerce/domain/package.ts: a blank pack has none).
 */
export function packPackage({ pack, price }: OrderablePack, qty: number): GiftcardPackageInput {
  return {
    productId: pack.id,
    deliveryType: 'PHYSICAL',
    amount: price.value,
    qty,
    deliveryMode: 'DEFAULT',
  }
}
