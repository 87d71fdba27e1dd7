import 'server-only'

import type { Payload, Where } from 'payload'

import { ofStore } from '@/collections/shared/store-scope'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'

import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

/** Products per page of the lists (spec §9). */
export const PRODUCTS_PER_PAGE = 16

export type ProductPage = { products: Product[]; page: number; totalPages: number; total: number }

/** What the storefront lists: published gift cards (not donations nor blank card packs). */
const publishedGiftCards: Where[] = [
  { _status: { equals: 'published' } },
  { productType: { equals: 'giftcard' } },
]

/**
 * One page of the published gift cards a store lists, by title, all of them or one category's:
 * cached and dropped when any product or category changes.
 */
export const productPage = cached(
  'product-page',
  async (
    storeId: number,
    locale: Locale,
    page: number,
    categoryId?: number,
  ): Promise<ProductPage> => {
    const payload = await getPayloadClient()
    const where: Where[] = [...publishedGiftCards]
    if (categoryId) where.push({ categories: { in: [categoryId] } })
    const result = await payload.find({
      collection: 'products',
      where: ofStore('products', storeId, { and: where }),
      locale,
      depth: 1,
      sort: 'title',
      limit: PRODUCTS_PER_PAGE,
      page,
    })
    return {
      products: result.docs,
      page: result.page ?? page,
      totalPages: result.totalPages,
      total: result.totalDocs,
    }
  },
)

/** How many gift cards the store lists (the '200+' of the most-chosen link), cached like the list. */
export const giftCardCount = cached('gift-card-count', async (storeId: number): Promise<number> => {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'products',
    where: ofStore('products', storeId, { and: publishedGiftCards }),
  })
  return totalDocs
})

/** Every published category's top list (its products populated), categories by title. */
export const categoryTopLists = cached(
  'category-top-lists',
  async (storeId: number, locale: Locale): Promise<Product[][]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      where: ofStore('categories', storeId, { _status: { equals: 'published' } }),
      locale,
      depth: 2,
      sort: 'title',
      pagination: false,
      select: { topList: true },
    })
    return docs.map((category) =>
      (category.topList ?? []).filter(
        (product): product is Product =>
          typeof product === 'object' && product._status === 'published',
      ),
    )
  },
)

/** The store's multi-brand choice card (the one the product lists promote), if one is published. */
export const multiBrandCard = cached(
  'multi-brand-card',
  async (storeId: number, locale: Locale): Promise<Product | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where: ofStore('products', storeId, {
        and: [...publishedGiftCards, { multiBrand: { equals: true } }],
      }),
      locale,
      depth: 1,
      sort: 'title',
      limit: 1,
      pagination: false,
    })
    return docs[0] ?? null
  },
)

/** A gift card a business can ask a quote for: its id, name and path segment. */
export type QuoteProduct = { id: number; title: string; slug: string }

/** Every published gift card by title, as the quote form's choices (cached like the lists). */
export const quoteProducts = cached(
  'quote-products',
  async (storeId: number, locale: Locale): Promise<QuoteProduct[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where: ofStore('products', storeId, { and: publishedGiftCards }),
      locale,
      depth: 0,
      sort: 'title',
      pagination: false,
      select: { title: true, slug: true },
    })
    return docs.map((doc) => ({ id: doc.id, title: doc.title, slug: doc.slug }))
  },
)

/** How many other cards the alternative choice modal offers. */
const ALTERNATIVES = 3

/**
 * Cards to offer instead of a sold-out one (the alternative choice modal): published gift cards of
 * its categories that can be bought now, by title, without the card itself.
 */
export async function readAlternativeCards(
  payload: Payload,
  storeId: number,
  locale: Locale,
  productId: number,
  categoryIds: number[],
): Promise<QuoteProduct[]> {
  if (categoryIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'products',
    where: ofStore('products', storeId, {
      and: [
        ...publishedGiftCards,
        { categories: { in: categoryIds } },
        { id: { not_equals: productId } },
      ],
    }),
    locale,
    depth: 0,
    sort: 'title',
    // Some may be sold out: a few more than shown, filtered here.
    limit: ALTERNATIVES * 3,
    select: { title: true, slug: true, digital: true, physical: true },
  })
  const inStock = (version: Product['digital']) => version?.available && !version.outOfStock
  return docs
    .filter((doc) => inStock(doc.digital) || inStock(doc.physical))
    .slice(0, ALTERNATIVES)
    .map((doc) => ({ id: doc.id, title: doc.title, slug: doc.slug }))
}

/** The same, cached and dropped when any product changes. */
export const alternativeCards = cached(
  'alternative-cards',
  async (storeId: number, locale: Locale, productId: number, categoryIds: number[]) =>
    readAlternativeCards(await getPayloadClient(), storeId, locale, productId, categoryIds),
)
