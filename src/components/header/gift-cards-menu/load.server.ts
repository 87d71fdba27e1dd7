import 'server-only'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { menuCategoryDocs } from '@/commerce/services/catalogue/pages'

import { type MenuCategory, menuCategories, menuCategoryIds } from './menu-data'

/** The header's gift cards menu of a store: its categories in menu order with their top lists. */
export async function getGiftCardsMenu(
  store: Store,
  locale: Locale,
  defaultLocale: Locale,
): Promise<MenuCategory[]> {
  const ids = menuCategoryIds(store.giftCardsMenu)
  return menuCategories(
    ids,
    await menuCategoryDocs(store.storeId, ids, locale),
    locale,
    defaultLocale,
  )
}
