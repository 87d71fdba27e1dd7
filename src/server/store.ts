import 'server-only'

import type { Store } from '@/payload-types'

import { cached } from './cache/cached'
import { serverEnv } from './env'
import { getPayloadClient } from './payload'
import { withPathsIn } from './store-paths'

export type StoreLocale = 'fr' | 'nl'

const loadStore = cached(
  'store',
  async (storeId: number, locale: StoreLocale): Promise<Store | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'stores',
      where: { storeId: { equals: storeId } },
      locale,
      depth: 1,
      limit: 1,
    })
    return docs[0] ?? null
  },
)

/** The store this app serves (STORE_ID), with its media; throws if the seed has not run. */
export async function getStore(locale: StoreLocale): Promise<Store> {
  const { STORE_ID } = serverEnv()
  const store = await loadStore(STORE_ID, locale)
  if (!store) throw new Error(`Store ${STORE_ID} does not exist: run \`npm run seed\``)
  return withPathsIn(store, locale)
}
