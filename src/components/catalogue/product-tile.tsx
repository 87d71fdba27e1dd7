import { tileAttributes } from '@/components/analytics/items'
import { tintedBackground } from '@/components/card-background'
import { tileImage } from '@/components/gift-card-tile'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'
import { contentPath } from '@/server/route-paths'

import { HELD_IN_HAND, type ProductTileData, SHADOWED } from './product-tile-data'

/** What a product's tile shows, linking to `href` (its page), with its analytics item. */
export const productTileProps = (product: Product, href: string) => ({
  title: product.title,
  href,
  image: typeof product.image === 'object' ? product.image : null,
  backgroundColor: product.backgroundColor,
  showShadow: product.showShadow !== false,
  showHand: Boolean(product.showHand),
  item: tileAttributes(product, true),
})

/**
 * A gift card's tile in a list as data (product-tiles.client.tsx), linking to its page: it
 * carries its analytics item, which the list's ListViewTracker counts once seen.
 */
export function productTileData(product: Product, href: string): ProductTileData {
  const { title, image, backgroundColor, showShadow, showHand, item } = productTileProps(
    product,
    href,
  )
  const sources = tileImage(image)
  const data: ProductTileData = [
    href,
    title,
    sources?.src ?? '',
    tintedBackground(backgroundColor),
    (showShadow ? SHADOWED : 0) | (showHand ? HELD_IN_HAND : 0),
    item['data-item-price'],
    item['data-item-category'],
    sources?.srcSet,
  ]
  // Unset ones at the end are left out: the payload would spell each out (`"$undefined"`).
  while (data.length > 5 && data.at(-1) === undefined) data.pop()
  return data
}

/** A list's products as tiles' data, each linking to its page in the page's language. */
export const productTilesData = (products: Product[], locale: Locale): ProductTileData[] =>
  products.map((product) => productTileData(product, contentPath('products', product.slug, locale)))
