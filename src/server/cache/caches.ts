import type { Where } from 'payload'

import { type ContentCollection, contentCollections } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'

import type { SitemapSource } from '@/server/sitemap/parts'
import { declare, packagingRows, storeRow } from './declarations'
import { tags } from './tags'

/**
 * Every cache of the app, declared here and nowhere else (the memo's in memo-caches.ts, the
 * gateway's answers in gateway-answers.ts, both exported from here): what it holds, the key of one entry,
 * how long an entry lives, and the tags whose expiry drops it (changes.ts says which change
 * expires which tags; a unit test fails when a cache carries a tag no change expires).
 */
export { type CacheDeclaration, type MemoDeclaration } from './declarations'
export { type MemoArgs, memoCaches, type MemoName } from './memo-caches'

/**
 * Reads of the storefront's pages (cached.ts): Next's data cache, shared by every instance
 * through Redis when REDIS_URL is set (next-cache-handler.mjs), and done once per request
 * (React's cache()).
 */
export const dataCaches = {
  'product-page': declare({
    what: 'one page of the published gift cards by title, all or one category’s',
    key: (storeId: number, locale: Locale, page: number, categoryId?: number) => [
      String(storeId),
      locale,
      String(page),
      String(categoryId ?? 'all'),
    ],
    lifetime: false,
    tags: (storeId) => [tags.storeList('products', storeId), tags.storeList('categories', storeId)],
  }),
  'gift-card-count': declare({
    what: 'how many gift cards the store lists',
    key: (storeId: number) => [String(storeId)],
    lifetime: false,
    tags: (storeId) => [tags.storeList('products', storeId)],
  }),
  'category-top-lists': declare({
    what: 'every published category’s top list, its products populated',
    key: (storeId: number, locale: Locale) => [String(storeId), locale],
    lifetime: false,
    tags: (storeId) => [tags.storeList('categories', storeId), tags.storeList('products', storeId)],
  }),
  'category-summaries': declare({
    what: 'every published category with its number of gift cards',
    key: (storeId: number, locale: Locale) => [String(storeId), locale],
    lifetime: false,
    tags: (storeId) => [tags.storeList('categories', storeId), tags.storeList('products', storeId)],
  }),
  'filter-catalogue': declare({
    what: 'what the list filters read of every published gift card, and the published categories',
    key: (storeId: number, locale: Locale) => [String(storeId), locale],
    lifetime: false,
    tags: (storeId) => [tags.storeList('products', storeId), tags.storeList('categories', storeId)],
  }),
  'multi-brand-card': declare({
    what: 'the published multi-brand choice card',
    key: (storeId: number, locale: Locale) => [String(storeId), locale],
    lifetime: false,
    tags: (storeId) => [tags.storeList('products', storeId)],
  }),
  'exchangeable-cards': declare({
    what: 'how many cards a choice card can be exchanged for, and a sample of them',
    key: (storeId: number, locale: Locale, choiceCardId: number) => [
      String(storeId),
      locale,
      String(choiceCardId),
    ],
    lifetime: false,
    tags: (storeId) => [tags.storeList('products', storeId)],
  }),
  'quote-products': declare({
    what: 'every published gift card’s id, title and slug (the quote form’s choices)',
    key: (storeId: number, locale: Locale) => [String(storeId), locale],
    lifetime: false,
    tags: (storeId) => [tags.storeList('products', storeId)],
  }),
  'alternative-cards': declare({
    what: 'a few cards of the same categories to offer instead of a sold-out one',
    key: (storeId: number, locale: Locale, productId: number, categoryIds: number[]) => [
      String(storeId),
      locale,
      String(productId),
      categoryIds.join(','),
    ],
    lifetime: false,
    tags: (storeId) => [tags.storeList('products', storeId)],
  }),
  'product-places': declare({
    what: 'the places where a product is accepted',
    key: (storeId: number, productId: number, locale: Locale) => [
      String(storeId),
      String(productId),
      locale,
    ],
    lifetime: false,
    tags: (_storeId, productId) => [tags.list('locations'), tags.doc('products', productId)],
  }),
  'cards-with-places': declare({
    what: 'every published gift card accepted in places, with its places (locations overview)',
    key: (storeId: number, locale: Locale) => [String(storeId), locale],
    lifetime: false,
    tags: (storeId) => [tags.list('locations'), tags.storeList('products', storeId)],
  }),
  store: declare({ ...storeRow, lifetime: false }),
  'gift-cards-menu': declare({
    what: 'the header’s gift cards menu: the store’s categories with their top lists',
    key: (storeId: number, categoryIds: number[], locale: Locale) => [
      String(storeId),
      locale,
      categoryIds.join(','),
    ],
    lifetime: false,
    tags: (storeId) => [
      tags.store(storeId),
      tags.storeList('categories', storeId),
      tags.storeList('products', storeId),
    ],
  }),
  'popular-search': declare({
    what: 'the products the search modal suggests before anything is typed',
    key: (storeId: number, productIds: number[], locale: Locale) => [
      String(storeId),
      locale,
      productIds.join(','),
    ],
    lifetime: false,
    tags: (storeId) => [tags.store(storeId), tags.storeList('products', storeId)],
  }),
  'packaging-options': declare({ ...packagingRows, lifetime: false }),
  'published-slugs': declare({
    what: 'the slugs of a content collection’s published documents in a locale: a path none has is a 404 read from here, with no entry of its own',
    key: (storeId: number, collection: ContentCollection, locale: Locale) => [
      String(storeId),
      collection,
      locale,
    ],
    lifetime: false,
    tags: (storeId, collection) => [tags.storeList(collection, storeId)],
  }),
  content: declare({
    what: 'the published content document at a path listed in published-slugs (drafts read fresh)',
    key: (
      storeId: number,
      collection: ContentCollection,
      slug: string,
      locale: Locale,
      _draft: boolean,
    ) => [String(storeId), collection, locale, slug],
    lifetime: false,
    tags: (storeId, collection, slug, locale) => [tags.slug(collection, storeId, locale, slug)],
    fresh: (_storeId, _collection, _slug, _locale, draft) => draft,
  }),
  'content-list': declare({
    what: 'published documents of a content collection (overviews, sitemap, chosen posts)',
    key: (
      storeId: number,
      collection: ContentCollection,
      locale: Locale,
      limit: number,
      _draft: boolean,
      where?: Where,
    ) => [String(storeId), collection, locale, String(limit), JSON.stringify(where ?? {})],
    lifetime: false,
    tags: (storeId, collection) => [tags.storeList(collection, storeId)],
    fresh: (_storeId, _collection, _locale, _limit, draft) => draft,
  }),
  'sitemap-counts': declare({
    what: 'how many indexable documents of each sitemap source a store has (the sitemap index)',
    key: (storeId: number) => [String(storeId)],
    lifetime: false,
    tags: (storeId) => [
      ...contentCollections.map((collection) => tags.storeList(collection, storeId)),
      tags.list('locations'),
    ],
  }),
  'sitemap-entries': declare({
    what: 'a page of a sitemap source’s documents: slug in each locale, last change',
    key: (storeId: number, source: SitemapSource, page: number) => [
      String(storeId),
      source,
      String(page),
    ],
    lifetime: false,
    tags: (storeId, source) =>
      source === 'locations'
        ? [tags.list('locations'), tags.storeList('products', storeId)]
        : [tags.storeList(source, storeId)],
  }),
  'content-slugs': declare({
    what: 'a content document’s slug in every locale (hreflang, sitemap)',
    key: (collection: ContentCollection, id: number) => [collection, String(id)],
    lifetime: false,
    tags: (collection, id) => [tags.doc(collection, id)],
  }),
  'blocks-queue': declare({
    what: 'a blocks queue with its blocks populated',
    key: (storeId: number, id: number, locale: Locale, _draft: boolean) => [
      String(storeId),
      String(id),
      locale,
    ],
    lifetime: false,
    tags: (_storeId, id) => [tags.doc('blocks-queues', id)],
    fresh: (_storeId, _id, _locale, draft) => draft,
  }),
  redirects: declare({
    what: 'every redirect a store’s editors set up, by path: one entry, however many paths are asked',
    key: (storeId: number) => [String(storeId)],
    lifetime: false,
    tags: () => [tags.list('redirects')],
  }),
}

export { gatewayAnswers } from './gateway-answers'

export type DataCacheName = keyof typeof dataCaches
export type DataCacheArgs<N extends DataCacheName> = Parameters<(typeof dataCaches)[N]['key']>
