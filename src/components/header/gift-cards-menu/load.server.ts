import 'server-only'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'
import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

import { type MenuCategory, menuCategories, menuCategoryIds } from './menu-data'

// Editing the store's menu, a category or a product of a top list expires it (caches.ts).
const loadMenu = cached(
  'gift-cards-menu',
  async (_storeId: number, ids: number[], locale: Locale): Promise<MenuCategory[]> => {
    if (ids.length === 0) return []
    const payload = await getPayloadClient()
    // Access as a visitor: only published categories and products make the menu.
    const { docs } = await payload.find({
      collection: 'categories',
      where: { id: { in: ids } },
      locale,
      depth: 2,
      limit: ids.length,
      overrideAccess: false,
    })
    return menuCategories(ids, docs, locale)
  },
)

/** The header's gift cards menu of a store: its categories in menu order with their top lists. */
export const getGiftCardsMenu = (store: Store, locale: Locale): Promise<MenuCategory[]> =>
  loadMenu(store.storeId, menuCategoryIds(store.giftCardsMenu), locale)
