import { contentCollections } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'

import { declareMemo, packagingRows, storeRow } from './declarations'
import { tags } from './tags'

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
  'known-content': declareMemo({
    what: 'a store’s content slugs (pages, products, posts…) and redirects in a language: the proxy answers any other path a content route would serve with the one cached 404',
    key: (storeId: number, locale: Locale) => [String(storeId), locale],
    lifetime: 60,
    tags: (storeId) => [
      ...contentCollections.map((collection) => tags.storeList(collection, storeId)),
      tags.list('redirects'),
    ],
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

export type MemoName = keyof typeof memoCaches
export type MemoArgs<N extends MemoName> = Parameters<(typeof memoCaches)[N]['key']>
