import { toUnits } from '@/commerce/domain/money'
import type { Product } from '@/payload-types'

import type { AnalyticsItem } from './data-layer'

type List = { id: string; name: string }

/** The lowest amount a card is sold at, in currency units (GA4 prices are not in cents). */
function lowestPrice(product: Product): number | undefined {
  const prices = (['digital', 'physical'] as const)
    .map((kind) => product[kind])
    .filter((config) => config?.available)
    .map((config) =>
      config?.hasFixedPrices ? Math.min(...(config.pricesToShow ?? [])) : config?.minPrice,
    )
    .filter((price): price is number => typeof price === 'number' && Number.isFinite(price))
  return prices.length > 0 ? toUnits(Math.min(...prices)) : undefined
}

/** A product as the analytics events carry it; `list` and `index` place it in a list. */
export function analyticsItem(
  product: Product,
  currency: string,
  list?: List,
  index?: number,
): AnalyticsItem {
  const category = product.categories?.find((entry) => typeof entry === 'object')
  return {
    item_id: product.slug,
    item_name: product.title,
    item_category: typeof category === 'object' ? category.title : undefined,
    item_list_id: list?.id,
    item_list_name: list?.name,
    index,
    price: lowestPrice(product),
    currency,
  }
}

/**
 * What a tile in a list carries of its item, as `data-item-*` attributes (tile-item.ts reads them).
 * A tile that is its product's link carries neither id nor name, `data-item` only: its href ends
 * in the slug, its text is the title (every list carried both twice a tile, in its HTML and its
 * RSC payload, 1.7 KB a page of 16, issue 39).
 */
export type TileAttributes = {
  'data-item'?: ''
  'data-item-id'?: string
  'data-item-name'?: string
  'data-item-category'?: string
  'data-item-price'?: number
}

/**
 * The product's part of its view_item_list item, written on its tile: the list, the place and the
 * currency are the list's, given once to its tracker (list-view-tracker.client.tsx). `link`: the
 * tile is the product's link, its title its text.
 */
export function tileAttributes(product: Product, link = false): TileAttributes {
  const item = analyticsItem(product, '')
  // Unset ones are left out: the RSC payload would spell each out (`"$undefined"`) on every tile.
  return {
    ...(link
      ? { 'data-item': '' }
      : { 'data-item-id': item.item_id, 'data-item-name': item.item_name }),
    ...(item.item_category !== undefined && { 'data-item-category': item.item_category }),
    ...(item.price !== undefined && { 'data-item-price': item.price }),
  }
}
