import 'server-only'

import { ofStore } from '@/collections/shared/store-scope'
import type { Locale } from '@/i18n/routing'
import type { Category, Product } from '@/payload-types'
import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

// Editing the store's menu, a category or a product of a top list expires it (caches.ts).
/** The categories of a store's gift cards menu (top lists populated), as a visitor reads them. */
export const menuCategoryDocs = cached(
  'gift-cards-menu',
  async (storeId: number, ids: number[], locale: Locale): Promise<Category[]> => {
    if (ids.length === 0) return []
    const payload = await getPayloadClient()
    // Access as a visitor: only published categories and products make the menu.
    const { docs } = await payload.find({
      collection: 'categories',
      where: ofStore('categories', storeId, { id: { in: ids } }),
      locale,
      depth: 2,
      limit: ids.length,
      overrideAccess: false,
    })
    return docs
  },
)

/** The products the search modal of a store suggests before anything is typed. */
export const popularProducts = cached(
  'popular-search',
  async (storeId: number, ids: number[], locale: Locale): Promise<Product[]> => {
    if (ids.length === 0) return []
    const payload = await getPayloadClient()
    // Access as a visitor: only published products are suggested.
    const { docs } = await payload.find({
      collection: 'products',
      where: ofStore('products', storeId, { id: { in: ids } }),
      locale,
      depth: 1,
      limit: ids.length,
      overrideAccess: false,
    })
    return docs
  },
)
