import type { Payload } from 'payload'

import { memo } from '@/server/cache/memo'

/** More stores than a company runs (spec §1 names 31 storefronts): the read is one page. */
const MAX_STORES = 200

const kept = memo<Record<number, string>>('card-prefixes')

async function readPrefixes(payload: Payload): Promise<Record<number, string>> {
  const { docs } = await payload.find({
    collection: 'stores',
    depth: 0,
    limit: MAX_STORES,
    select: { storeId: true, cardPrefix: true },
  })
  return Object.fromEntries(docs.map((store) => [store.storeId, store.cardPrefix]))
}

/** Every store's card prefix by store id (kept a minute): whose card a number is. */
export const cardPrefixes = (payload: Payload): Promise<Record<number, string>> =>
  kept([], () => readPrefixes(payload))

/** The prefix of the cards a store issues; a store without a row issues none. */
export async function storeCardPrefix(payload: Payload, storeId: number): Promise<string> {
  const prefix = (await cardPrefixes(payload))[storeId]
  if (!prefix) throw new Error(`Store ${storeId} has no card prefix`)
  return prefix
}
