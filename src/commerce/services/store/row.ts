import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { routing } from '@/i18n/routing'
import type { Store } from '@/payload-types'
import { memo } from '@/server/cache/memo'

/**
 * A store's row in a language, its media populated: the one read of the stores collection, which
 * pages keep in Next's data cache (pages.ts) and services in the memo (below).
 */
export async function findStore(
  payload: Payload,
  storeId: number,
  locale: Locale,
): Promise<Store | null> {
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: storeId } },
    locale,
    depth: 1,
    limit: 1,
  })
  return docs[0] ?? null
}

const rows = memo<Store | null>('store')

/**
 * The store `storeId` as services read it (settings no language changes: the default one's row),
 * kept a minute; throws if there is none.
 */
export async function storeRow(payload: Payload, storeId: number): Promise<Store> {
  const locale = routing.defaultLocale
  const store = await rows([storeId, locale], () => findStore(payload, storeId, locale))
  if (!store) throw new Error(`Store ${storeId} does not exist`)
  return store
}
