import 'server-only'

import type { Locale } from '@/i18n/routing'
import type { Product, Store } from '@/payload-types'
import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

import { type PopularSearch, popularProductIds, popularSearch } from './popular'

const loadProducts = cached(
  'popular-search',
  async (_storeId: number, ids: number[], locale: Locale): Promise<Product[]> => {
    if (ids.length === 0) return []
    const payload = await getPayloadClient()
    // Access as a visitor: only published products are suggested.
    const { docs } = await payload.find({
      collection: 'products',
      where: { id: { in: ids } },
      locale,
      depth: 1,
      limit: ids.length,
      overrideAccess: false,
    })
    return docs
  },
)

/** The search modal's popular data for a store and language (spec §3), read on the server. */
export const getPopularSearch = async (store: Store, locale: Locale): Promise<PopularSearch> =>
  popularSearch(
    store.popularSearch,
    await loadProducts(store.storeId, popularProductIds(store.popularSearch), locale),
    locale,
  )
