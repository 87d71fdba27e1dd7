import type { ContentCollection } from '@/collections/shared/paths'

/** Collections whose documents cached reads hold, content pages and the rest. */
export type TaggedCollection =
  ContentCollection | 'blocks-queues' | 'locations' | 'packaging-options' | 'redirects'

/**
 * The one vocabulary of cache tags: every cached read (Next's data cache and the memo) carries
 * some, and every change (changes.ts) names the ones it makes stale.
 */
export const tags = {
  /** A store's settings (menus, popular search, fees, contact). */
  store: (storeId: number) => `store:${storeId}`,
  /** Which stores exist, their hosts and languages (any store's change). */
  stores: 'stores',
  /** One document, whatever path or list it was read through. */
  doc: (collection: TaggedCollection, id: number | string) => `content:${collection}:doc:${id}`,
  /** Every list of a collection (a write can add, drop or reorder any document). */
  list: (collection: TaggedCollection) => `content:${collection}:list`,
  /**
   * Every list of one store's documents of a content collection: content and catalogue belong
   * to a store, so a change in one store keeps the others' pages.
   */
  storeList: (collection: ContentCollection, storeId: number) =>
    `content:${collection}:${storeId}:list`,
  /** The read of a store's published document at its path (unknown paths: published-slugs). */
  slug: (collection: ContentCollection, storeId: number, locale: string, slug: string) =>
    `content:${collection}:${storeId}:${locale}:${slug}`,
} as const
