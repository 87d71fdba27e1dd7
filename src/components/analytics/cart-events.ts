import { type Money, toUnits } from '@/commerce/domain/money'
import type { AnalyticsEvent, AnalyticsItem } from '@/components/analytics/data-layer'

import {
  type ShipmentLine,
  type CartOrder,
  type CartPackage,
  linePackages,
  packagesOf,
} from '@/commerce/client/cart-order'

/** The product's slug, the last segment of its path: the item_id the catalogue's events use. */
const slugOf = (path: string): string | undefined => path.split('/').filter(Boolean).at(-1)

type Variation = CartPackage['giftcard']['variation']

/** What an item needs of a package: its cards (a cart's, or a placed order's). */
type CardsOf = {
  giftcard: {
    qty: number
    variation: Pick<Variation, 'id' | 'title' | 'sku' | 'variationType' | 'price'> & {
      product: Pick<NonNullable<Variation['product']>, 'title' | 'path'> | null
    }
  }
}

/** A package's cards as GA4 items: the card's amount as price (units, not cents), its quantity. */
export function packageItem({ giftcard: { variation, qty } }: CardsOf): AnalyticsItem {
  const product = variation.product
  return {
    item_id: (product && slugOf(product.path)) ?? variation.sku ?? variation.id,
    item_name: product?.title ?? variation.title,
    item_variant: variation.variationType,
    price: toUnits(variation.price.value),
    currency: variation.price.currency,
    quantity: qty,
  }
}

const ecommerce = (money: Money, items: CartPackage[]) => ({
  currency: money.currency,
  value: toUnits(money.value),
  items: items.map(packageItem),
})

/** view_cart (spec §4): only for a cart holding cards and a total, else null. */
export function viewCartEvent(order: CartOrder): AnalyticsEvent | null {
  const { grandTotal } = order.totals
  if (order.itemsQty <= 0 || grandTotal.value <= 0) return null
  return { event: 'view_cart', ecommerce: ecommerce(grandTotal, packagesOf(order)) }
}

/** remove_from_cart for a deleted line: its packages, worth the line's total. */
export const removeFromCartEvent = (order: CartOrder, line: ShipmentLine): AnalyticsEvent => ({
  event: 'remove_from_cart',
  ecommerce: ecommerce(line.totalPrice, linePackages(order, line)),
})

/** A line's + or −: add_to_cart or remove_from_cart for one card, with its share of the extras. */
export function quantityChangeEvent(item: CartPackage, by: 1 | -1): AnalyticsEvent {
  const perCard = { ...item.totalPrice, value: item.totalPrice.value / item.giftcard.qty }
  const one = { ...item, giftcard: { ...item.giftcard, qty: 1 } }
  const ecommerceOf = ecommerce(perCard, [one])
  return by > 0
    ? { event: 'add_to_cart', ecommerce: ecommerceOf }
    : { event: 'remove_from_cart', ecommerce: ecommerceOf }
}
