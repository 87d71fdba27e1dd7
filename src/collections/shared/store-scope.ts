import type { Where } from 'payload'

/**
 * Content that belongs to one store (issue 38, store-tenancy.ts): each document names its store,
 * the catalogue's products, categories and brands too. Media are not among them: a file's store
 * is optional, none meaning shared (collections/media/store-access.ts).
 */
export const storeScopedCollections = [
  'pages',
  'blog-posts',
  'giving-moments',
  'blocks-queues',
  'redirects',
  'products',
  'categories',
  'brands',
] as const
export type StoreScopedCollection = (typeof storeScopedCollections)[number]

export const isStoreScoped = (collection: string): collection is StoreScopedCollection =>
  (storeScopedCollections as readonly string[]).includes(collection)

/**
 * `where` narrowed to one store's documents (its storeId, not its row's id) in a collection
 * whose documents belong to a store: a page of one store is no page of another.
 */
export function ofStore(collection: string, storeId: number, where?: Where): Where | undefined {
  if (!isStoreScoped(collection)) return where
  const own: Where = { 'store.storeId': { equals: storeId } }
  return where ? { and: [own, where] } : own
}

/** Find arguments for one document of a store by id: another store's is none. */
export const oneOfStore = (collection: StoreScopedCollection, storeId: number, id: string) => ({
  where: ofStore(collection, storeId, { id: { equals: Number(id) } }),
  limit: 1,
  pagination: false as const,
})
