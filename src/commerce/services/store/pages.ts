import 'server-only'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'
import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

import { withPathsIn } from './paths'
import { findStore } from './row'

/**
 * The store facade's reads for pages (server components): Next's data cache, whose tags expire
 * the pages rendered from them. Services read the same row through the index (the memo).
 */
const pageStore = cached('store', async (storeId: number, locale: Locale) =>
  findStore(await getPayloadClient(), storeId, locale),
)

/** The store `storeId` with its media, its menus' paths in `locale`; throws if there is none. */
export async function readStore(storeId: number, locale: Locale): Promise<Store> {
  const store = await pageStore(storeId, locale)
  if (!store) throw new Error(`Store ${storeId} does not exist: run \`npm run seed\``)
  return withPathsIn(store, locale)
}
