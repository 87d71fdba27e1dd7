import { contentPath } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'
import type { Category, Media, Product } from '@/payload-types'

/** A product card of a category's top list. */
export type MenuProduct = {
  id: number
  title: string
  href: string
  image: Media | null
  backgroundColor: Product['backgroundColor']
  showShadow: boolean
}

/** A category of the gift cards menu (spec §3 "category menu item"). */
export type MenuCategory = {
  id: number
  title: string
  href: string
  icon: Media | null
  topList: MenuProduct[]
}

const populated = <T extends { id: number }>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

const toProduct = (product: Product, locale: Locale, defaultLocale: Locale): MenuProduct => ({
  id: product.id,
  title: product.title,
  href: contentPath('products', product.slug, locale, defaultLocale),
  image: populated(product.image),
  backgroundColor: product.backgroundColor,
  showShadow: product.showShadow ?? true,
})

/**
 * The store's menu order applied to the categories read: categories or products that are not
 * published (not read) drop out instead of leaving holes.
 */
export function menuCategories(
  order: readonly number[],
  docs: readonly Category[],
  locale: Locale,
  defaultLocale: Locale,
): MenuCategory[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return order.flatMap((id) => {
    const doc = byId.get(id)
    if (!doc) return []
    const topList = (doc.topList ?? [])
      .map((product) => populated(product))
      .filter((product): product is Product => product !== null)
      .map((product) => toProduct(product, locale, defaultLocale))
    return [
      {
        id: doc.id,
        title: doc.title,
        href: contentPath('categories', doc.slug, locale, defaultLocale),
        icon: populated(doc.icon),
        topList,
      },
    ]
  })
}

/** Ids of the store's menu categories, whether the store was read populated or not. */
export const menuCategoryIds = (menu: readonly (number | { id: number })[] | null | undefined) =>
  (menu ?? []).map((entry) => (typeof entry === 'number' ? entry : entry.id))
