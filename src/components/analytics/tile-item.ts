import type { AnalyticsItem } from './data-layer'

/** The tiles of a list: elements carrying items.ts's `tileAttributes`. */
export const TILE_SELECTOR = '[data-item], [data-item-id]'

type Place = { list: { id: string; name: string }; currency: string; index: number }

/** The last segment of a product's path: its slug. */
const slugOf = (href: string | null) => href?.split('/').filter(Boolean).pop() ?? ''

/**
 * A tile's view_item_list item, from its `data-item-*` attributes and its place in its list; a
 * product's link without id and name: the slug its href ends in, the title its text.
 */
export function itemOfTile(tile: HTMLElement, { list, currency, index }: Place): AnalyticsItem {
  const { itemId, itemName, itemCategory, itemPrice } = tile.dataset
  return {
    item_id: itemId ?? slugOf(tile.getAttribute('href')),
    item_name: itemName ?? tile.textContent?.trim() ?? '',
    item_category: itemCategory,
    item_list_id: list.id,
    item_list_name: list.name,
    index,
    price: itemPrice === undefined ? undefined : Number(itemPrice),
    currency,
  }
}
