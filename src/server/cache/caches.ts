import type { Where } from 'payload'

import { type ContentCollection, contentCollections } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'

import type { SitemapSource } from '@/server/sitemap/parts'
import { tags } from './tags'

/**
 * Every cache of the app, declared here and nowhere else (the gateway's answers in
 * gateway-answers.ts, exported from here): what it holds, the key of one entry,
 * how long an entry lives, and the tags whose expiry drops it (changes.ts says which change
 * expires which tags; a unit test fails when a cache carries a tag no change expires).
 */
export type CacheDeclaration<A extends unknown[]> = {
  what: string
  key: (...args: A) => string[]
  /** Seconds an entry is kept at most; false: until one of its tags expires. */
  lifetime: number | false
  tags: NoInfer<(...args: A) => string[]>
  /** Reads that skip the shared cache (drafts, for live preview); still done once per request. */
  fresh?: NoInfer<(...args: A) => boolean>
}

const declare = <A extends unknown[]>(declaration: CacheDeclaration<A>) => declaration

/** A memo entry always has a lifetime: a change another instance missed cannot last longer. */
export type MemoDeclaration<A extends unknown[]> = CacheDeclaration<A> & { lifetime: number }

const declareMemo = <A extends unknown[]>(declaration: MemoDeclaration<A>) => declaration

/**
 * Reads both layers keep, declared once: pages in Next's data cache (their tags expire the pages
 * rendered from them), services in the memo (a minute at most). One loader each
 * (commerce/services/store, commerce/services/catalogue), the same key and tags.
 */
const storeRow = {
  what: 'a store’s row in a language, its media populated (settings, menus, fees, contact)',
  key: (storeId: number, locale: Locale) => [String(storeId), locale],
  tags: (storeId: number) => [tags.store(storeId)],
}
const packagingRows = {
  what: 'the wrappers and gift packing on offer, in the editors’ order, with prices and SKUs',
  key: (storeId: number, locale: Locale) => [String(storeId), locale],
  tags: () => [tags.list('packaging-options')],
}

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

/**
 * The services' memo (memo.ts): catalogue and store reads that cart, redeem and order calls
 * repeat many times a second, kept in each instance's memory for a minute at most and dropped by the same
 * tags as the pages, on every instance (bus.ts).
 */
export const memoCaches = {
  'cart-product': declareMemo({
    what: 'a published product as the cart prices it (null: not sold)',
    key: (storeId: number, locale: Locale, productId: string) => [
      String(storeId),
      locale,
      productId,
    ],
    lifetime: 60,
    tags: (_storeId, _locale, productId) => [tags.doc('products', productId)],
  }),
  'packaging-options': declareMemo({ ...packagingRows, lifetime: 60 }),
  store: declareMemo({ ...storeRow, lifetime: 60 }),
  storefronts: declareMemo({
    what: 'every store’s id, hosts and languages (which store a request is for)',
    key: () => [],
    lifetime: 60,
    tags: () => [tags.stores],
  }),
  'store-numbers': declareMemo({
    what: 'every store’s business id (52…) by its row’s id (which stores a staff grant names) and card number prefix by store id (whose card a number is)',
    key: () => [],
    lifetime: 60,
    tags: () => [tags.stores],
  }),
  'landing-paths': declareMemo({
    what: 'a store’s landing page slugs and redirects in a language: the proxy answers any other path the catch-all would serve with the one cached 404',
    key: (storeId: number, locale: Locale) => [String(storeId), locale],
    lifetime: 60,
    tags: (storeId) => [tags.storeList('pages', storeId), tags.list('redirects')],
  }),
  'redeem-product': declareMemo({
    what: 'a product with its redeem rules and its brand’s redeem links',
    key: (storeId: number, locale: Locale, productId: string) => [
      String(storeId),
      locale,
      productId,
    ],
    lifetime: 60,
    tags: (storeId, _locale, productId) => [
      tags.doc('products', productId),
      tags.storeList('brands', storeId),
    ],
  }),
}

export { gatewayAnswers } from './gateway-answers'

export type DataCacheName = keyof typeof dataCaches
export type DataCacheArgs<N extends DataCacheName> = Parameters<(typeof dataCaches)[N]['key']>
export type MemoName = keyof typeof memoCaches
export type MemoArgs<N extends MemoName> = Parameters<(typeof memoCaches)[N]['key']>
