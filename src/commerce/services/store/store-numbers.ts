import type { Payload } from 'payload'

import { memo } from '@/server/cache/memo'

/** More stores than a company runs (spec §1 names 31 storefronts): the read is one page. */
const MAX_STORES = 200

/**
 * Each store's numbers: its business id and its code (CBFR, CBBE…) by its row's id, its card
 * prefix by business id.
 */
type StoreNumbers = {
  idsByRow: Record<number, number>
  codesByRow: Record<number, string>
  prefixes: Record<number, string>
}

const kept = memo<StoreNumbers>('store-numbers')

async function readStoreNumbers(payload: Payload): Promise<StoreNumbers> {
  const { docs } = await payload.find({
    collection: 'stores',
    depth: 0,
    limit: MAX_STORES,
    select: { storeId: true, code: true, cardPrefix: true },
  })
  return {
    idsByRow: Object.fromEntries(docs.map((store) => [store.id, store.storeId])),
    codesByRow: Object.fromEntries(docs.map((store) => [store.id, store.code])),
    prefixes: Object.fromEntries(docs.map((store) => [store.storeId, store.cardPrefix])),
  }
}

const storeNumbers = (payload: Payload): Promise<StoreNumbers> =>
  kept([], () => readStoreNumbers(payload))

/** Every store's card prefix by store id (kept a minute): whose card a number is. */
export const cardPrefixes = async (payload: Payload): Promise<Record<number, string>> =>
  (await storeNumbers(payload)).prefixes

/** The prefix of the cards a store issues; a store without a row issues none. */
export async function storeCardPrefix(payload: Payload, storeId: number): Promise<string> {
  const prefix = (await cardPrefixes(payload))[storeId]
  if (!prefix) throw new Error(`Store ${storeId} has no card prefix`)
  return prefix
}

/**
 * Every store's business id (52, 53…) by its row's id (kept a minute): staff grants and the
 * admin's store selector name rows, orders and cards the business id.
 */
export const storeIdsByRow = async (payload: Payload): Promise<Record<number, number>> =>
  (await storeNumbers(payload)).idsByRow

/** Every store's code (CBFR, CBBE…) by its row's id (kept a minute): how staff name a store. */
export const storeCodesByRow = async (payload: Payload): Promise<Record<number, string>> =>
  (await storeNumbers(payload)).codesByRow
