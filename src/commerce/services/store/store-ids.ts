import type { Payload } from 'payload'

import { memo } from '@/server/cache/memo'

/** More stores than a company runs (spec §1 names 31 storefronts): the read is one page. */
const MAX_STORES = 200

const kept = memo<Record<number, number>>('store-ids')

async function readStoreIds(payload: Payload): Promise<Record<number, number>> {
  const { docs } = await payload.find({
    collection: 'stores',
    depth: 0,
    limit: MAX_STORES,
    select: { storeId: true },
  })
  return Object.fromEntries(docs.map((store) => [store.id, store.storeId]))
}

/**
 * Every store's business id (52, 53…) by its row's id (kept a minute): staff grants and the
 * admin's store selector name rows, orders and cards the business id.
 */
export const storeIdsByRow = (payload: Payload): Promise<Record<number, number>> =>
  kept([], () => readStoreIds(payload))
