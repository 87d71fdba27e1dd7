import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'
import { cacheTags, contentTags } from '@/server/cache-tags'
import { getPayloadClient } from '@/server/payload'

import { type MenuCategory, menuCategories, menuCategoryIds } from './menu-data'

const loadMenu = (storeId: number, ids: number[], locale: Locale) =>
  unstable_cache(
    async (): Promise<MenuCategory[]> => {
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
    ['gift-cards-menu', String(storeId), locale, ids.join(',')],
    {
      // Editing the store's menu, a category or a product of a top list expires it.
      tags: [
        cacheTags.store(storeId),
        contentTags.list('categories'),
        contentTags.list('products'),
      ],
    },
  )()

/** The header's gift cards menu of a store: its categories in menu order with their top lists. */
export const getGiftCardsMenu = cache((store: Store, locale: Locale): Promise<MenuCategory[]> =>
  loadMenu(store.storeId, menuCategoryIds(store.giftCardsMenu), locale),
)
