import { contentPath } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'
import type { Media, Product, TopProductsBlock } from '@/payload-types'

/** Spec §9: 4 top products on large desktops (from 1280 px), 2 on every other width. */
export const MAX_TOP_PRODUCTS = 4
export const TOP_PRODUCTS_BELOW_LARGE = 2

/** A top product ready to show (spec §3: title, description, card image, referenced path, product). */
export type TopProductCard = {
  title: string
  description: string | null
  image: Media | null
  href: string
  product: Product
}

const media = (value: number | Media | null | undefined): Media | null =>
  typeof value === 'object' && value ? value : null

/**
 * The editor's top products with their fallbacks: no card image shows the product's image, no
 * referenced path links to the product's page. An item whose product did not load is skipped.
 */
export function topProductCards(
  items: TopProductsBlock['items'] | null | undefined,
  locale: Locale,
  defaultLocale: Locale,
): TopProductCard[] {
  return (items ?? [])
    .flatMap((item) => {
      const product = item.product
      if (typeof product !== 'object' || !product) return []
      return [
        {
          title: item.title,
          description: item.description ?? null,
          image: media(item.cardImage) ?? media(product.image),
          href: item.referencedPath || contentPath('products', product.slug, locale, defaultLocale),
          product,
        },
      ]
    })
    .slice(0, MAX_TOP_PRODUCTS)
}
