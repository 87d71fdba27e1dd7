import type { ContentCollection } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'

import { gatewayAnswers } from './caches'
import type { CacheEntity } from './response-cache'
import { tags } from './tags'

/**
 * What a change makes stale: the tagged reads (Next's data cache and the memo, caches.ts) and
 * the gateway's cached answers that hold these entities. invalidate() drops them.
 */
export type Change = { tags: string[]; entities: CacheEntity[] }

// The gateway's catalogue answers are built from products, their categories and their brands.
const catalogueCollections: readonly ContentCollection[] = ['products', 'categories', 'brands']

/** The gateway's answers of a store's catalogue, when `collection` is part of it. */
const answersShowing = (collection: ContentCollection, storeId: number): CacheEntity[] =>
  catalogueCollections.includes(collection) ? [gatewayAnswers.storeEntity(storeId)] : []

/** Where a content document is shown: its path in each locale, and the one it left, if moved. */
export type ContentPaths = {
  slugs?: Partial<Record<Locale, string>>
  movedFrom?: { locale: Locale; slug: string }
}

/**
 * A content document (page, post, moment, product, category, brand) of a store was saved: every
 * read of it (by id, in its store's lists, at its paths old and new; the list of published slugs)
 * and the store's gateway catalogue answers. Other stores' lists, paths and answers stay.
 */
export function contentChanged(
  collection: ContentCollection,
  id: number | string,
  storeId: number,
  { slugs = {}, movedFrom }: ContentPaths = {},
): Change {
  const stale = [tags.doc(collection, id), tags.storeList(collection, storeId)]
  for (const [locale, slug] of Object.entries(slugs)) {
    if (slug) stale.push(tags.slug(collection, storeId, locale, slug))
  }
  if (movedFrom) stale.push(tags.slug(collection, storeId, movedFrom.locale, movedFrom.slug))
  return { tags: stale, entities: answersShowing(collection, storeId) }
}

/** A store's content document was deleted: its reads by id and in its store's lists. */
export const contentDeleted = (
  collection: ContentCollection,
  id: number | string,
  storeId: number,
): Change => ({
  tags: [tags.doc(collection, id), tags.storeList(collection, storeId)],
  entities: answersShowing(collection, storeId),
})

/**
 * A document of a small collection read as one list (places, packaging, redirects) was saved or
 * deleted: every list of it, where finer tags would save nothing.
 */
export const listChanged = (
  collection: 'locations' | 'packaging-options' | 'redirects',
): Change => ({
  tags: [tags.list(collection)],
  entities: [],
})

/** A blocks queue was saved or deleted: the pages placing it and the gateway's answers of it. */
export const blocksQueueChanged = (id: number): Change => ({
  tags: [tags.doc('blocks-queues', id)],
  entities: [{ typename: 'BlocksQueue', id: String(id) }],
})

/** A store's settings were saved (under its id, and the one it had if that was edited). */
export const storeChanged = (storeId: number, previousStoreId?: number): Change => ({
  tags: [
    tags.stores,
    ...[storeId, ...(previousStoreId && previousStoreId !== storeId ? [previousStoreId] : [])].map(
      tags.store,
    ),
  ],
  entities: [],
})
