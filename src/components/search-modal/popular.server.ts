import 'server-only'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { popularProducts } from '@/commerce/services/catalogue/pages'

import { type PopularSearch, popularProductIds, popularSearch } from './popular'

/** The search modal's popular data for a store and language (spec §3), read on the server. */
export const getPopularSearch = async (
  store: Store,
  locale: Locale,
  defaultLocale: Locale,
): Promise<PopularSearch> =>
  popularSearch(
    store.popularSearch,
    await popularProducts(store.storeId, popularProductIds(store.popularSearch), locale),
    locale,
    defaultLocale,
  )
