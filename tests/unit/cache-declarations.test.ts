import { describe, expect, it } from 'vitest'

import { contentCollections } from '@/collections/shared/paths'
import {
  type DataCacheArgs,
  type DataCacheName,
  dataCaches,
  gatewayAnswers,
  type MemoArgs,
  type MemoName,
  memoCaches,
} from '@/server/cache/caches'
import {
  blocksQueueChanged,
  type Change,
  contentChanged,
  contentDeleted,
  listChanged,
  storeChanged,
} from '@/server/cache/changes'

// The one document of each kind the examples below read and the changes below change.
const ID = 7
const STORE = 52
const SLUG = 'exemple'

/** Every change a collection hook reports, to the examples' documents. */
const changes: Change[] = [
  ...contentCollections.flatMap((collection) => [
    contentChanged(collection, ID, STORE, { slugs: { fr: SLUG, nl: SLUG } }),
    contentDeleted(collection, ID, STORE),
  ]),
  ...(['locations', 'packaging-options', 'redirects'] as const).map(listChanged),
  blocksQueueChanged(ID),
  storeChanged(STORE),
]
const expirable = new Set(changes.flatMap((change) => change.tags))

// A read of every declared cache: the types make a new cache add its example here.
const dataReads: { [N in DataCacheName]: DataCacheArgs<N> } = {
  'product-page': [STORE, 'fr', 2, ID],
  'gift-card-count': [STORE],
  'category-top-lists': [STORE, 'nl'],
  'category-summaries': [STORE, 'fr'],
  'filter-catalogue': [STORE, 'nl'],
  'multi-brand-card': [STORE, 'fr'],
  'exchangeable-cards': [STORE, 'fr', ID],
  'quote-products': [STORE, 'fr'],
  'alternative-cards': [STORE, 'fr', ID, [ID]],
  'product-places': [STORE, ID, 'fr'],
  'cards-with-places': [STORE, 'nl'],
  store: [STORE, 'fr'],
  'gift-cards-menu': [STORE, [ID], 'fr'],
  'popular-search': [STORE, [ID], 'nl'],
  'packaging-options': [STORE, 'fr'],
  'published-slugs': [STORE, 'categories', 'fr'],
  content: [STORE, 'products', SLUG, 'nl', false],
  'content-list': [STORE, 'blog-posts', 'fr', 3, false, { id: { in: [ID] } }],
  'sitemap-counts': [STORE],
  'sitemap-entries': [STORE, 'locations', 2],
  'content-slugs': ['giving-moments', ID],
  'blocks-queue': [STORE, ID, 'fr', false],
  redirects: [STORE],
}
const memoReads: { [N in MemoName]: MemoArgs<N> } = {
  'cart-product': [STORE, 'fr', String(ID)],
  'packaging-options': [STORE, 'nl'],
  store: [STORE, 'fr'],
  storefronts: [],
  'store-numbers': [],
  'known-content': [STORE, 'nl'],
  'redeem-product': [STORE, 'fr', String(ID)],
}

type Declared = { tags: (...args: never[]) => string[]; lifetime: number | false }
const tagsOf = (declaration: Declared, args: unknown[]) =>
  (declaration.tags as (...args: unknown[]) => string[])(...args)

describe('point 3: every cache can be expired', () => {
  const declared: [string, Declared, unknown[]][] = [
    ...Object.entries(dataCaches).map(
      ([name, declaration]) =>
        [name, declaration, dataReads[name as DataCacheName]] as [string, Declared, unknown[]],
    ),
    ...Object.entries(memoCaches).map(
      ([name, declaration]) =>
        [name, declaration, memoReads[name as MemoName]] as [string, Declared, unknown[]],
    ),
  ]

  it.each(declared)('%s carries tags, each expired by some change', (_name, declaration, args) => {
    const carried = tagsOf(declaration, args)
    expect(carried.length).toBeGreaterThan(0)
    expect(carried.filter((tag) => !expirable.has(tag))).toEqual([])
  })

  it('keeps memo entries and gateway answers for a bounded time', () => {
    for (const declaration of Object.values(memoCaches)) {
      expect(declaration.lifetime).toBeGreaterThan(0)
    }
    expect(gatewayAnswers.lifetime).toBe(600)
  })

  it('drops the store’s gateway answers when its product, category or brand changes', () => {
    const own = [{ typename: 'Store', id: String(STORE) }]
    for (const collection of ['products', 'categories', 'brands'] as const) {
      expect(contentChanged(collection, ID, STORE).entities).toEqual(own)
      expect(contentDeleted(collection, ID, STORE).entities).toEqual(own)
    }
    expect(contentChanged('pages', ID, STORE).entities).toEqual([])
    expect(blocksQueueChanged(ID).entities).toEqual([{ typename: 'BlocksQueue', id: '7' }])
  })

  it('expires one store’s lists and paths, not another’s', () => {
    const belgian = contentChanged('products', ID, 53, { slugs: { nl: SLUG } })
    const dropped = (carried: string[]) => carried.filter((tag) => belgian.tags.includes(tag))
    expect(dropped(dataCaches['product-page'].tags(STORE, 'nl', 1))).toEqual([])
    expect(dropped(dataCaches['product-page'].tags(53, 'nl', 1))).not.toEqual([])
    expect(dropped(dataCaches['filter-catalogue'].tags(STORE, 'nl'))).toEqual([])
    expect(dropped(dataCaches['filter-catalogue'].tags(53, 'nl'))).not.toEqual([])
    expect(dropped(memoCaches['redeem-product'].tags(53, 'nl', String(ID)))).not.toEqual([])
    expect(dropped(dataCaches.content.tags(STORE, 'products', SLUG, 'nl', false))).toEqual([])
    expect(dropped(dataCaches.content.tags(53, 'products', SLUG, 'nl', false))).not.toEqual([])
  })

  it('expires a moved page’s old path, and a store’s old id', () => {
    const moved = contentChanged('pages', ID, STORE, {
      slugs: { fr: 'nouvelle' },
      movedFrom: { locale: 'fr', slug: 'ancienne' },
    })
    expect(moved.tags).toContain('content:pages:52:fr:nouvelle')
    expect(moved.tags).toContain('content:pages:52:fr:ancienne')
    expect(storeChanged(53, STORE).tags).toEqual(['stores', 'store:53', 'store:52'])
    expect(storeChanged(STORE, STORE).tags).toEqual(['stores', 'store:52'])
  })
})
