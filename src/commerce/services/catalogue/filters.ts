import 'server-only'

import type { Payload } from 'payload'

import { toVariationConfig } from '@/collections/products/variation-config'
import { ofStore } from '@/collections/shared/store-scope'
import {
  countFilters,
  type FilterableProduct,
  type FilterCounts,
  filterProducts,
  type SellableVariation,
  sellableVariation,
} from '@/commerce/domain/catalogue/facets'
import type { CatalogueFilters } from '@/commerce/domain/catalogue/filter-query'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'

import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

import { PRODUCTS_PER_PAGE } from './lists'

/** A category a shopper can filter on: its path segment and its name. */
export type FilterCategory = { slug: string; title: string }

/** What the filters read: every published gift card by title, and the published categories. */
export type FilterCatalogue = { products: FilterableProduct[]; categories: FilterCategory[] }

type StoredVariation = Product['digital']

const variationOf = (type: 'digital' | 'physical', stored: StoredVariation) =>
  sellableVariation(type, { ...toVariationConfig(stored), outOfStock: Boolean(stored?.outOfStock) })

/**
 * The filters' view of the catalogue, read in two queries: small enough (some 200 cards of a few
 * numbers each) to filter and count in memory, which a price range over fixed prices or a custom
 * range, per delivery type, would make a hard query.
 */
export async function readFilterCatalogue(
  payload: Payload,
  storeId: number,
  locale: Locale,
): Promise<FilterCatalogue> {
  const [categories, products] = await Promise.all([
    payload.find({
      collection: 'categories',
      where: ofStore('categories', storeId, { _status: { equals: 'published' } }),
      locale,
      depth: 0,
      sort: 'title',
      pagination: false,
      select: { title: true, slug: true },
    }),
    payload.find({
      collection: 'products',
      where: ofStore('products', storeId, {
        and: [{ _status: { equals: 'published' } }, { productType: { equals: 'giftcard' } }],
      }),
      locale,
      depth: 0,
      sort: 'title',
      pagination: false,
      select: { categories: true, digital: true, physical: true },
    }),
  ])
  const slugOf = new Map(categories.docs.map((category) => [category.id, category.slug]))
  return {
    categories: categories.docs.map(({ slug, title }) => ({ slug, title })),
    products: products.docs.map((product) => ({
      id: product.id,
      categories: (product.categories ?? []).flatMap((category) => {
        const slug = slugOf.get(typeof category === 'object' ? category.id : category)
        return slug ? [slug] : []
      }),
      variations: [
        variationOf('digital', product.digital),
        variationOf('physical', product.physical),
      ].filter((variation): variation is SellableVariation => variation !== null),
    })),
  }
}

/** The filters' catalogue, cached and dropped when any product or category changes. */
export const filterCatalogue = cached('filter-catalogue', async (storeId: number, locale: Locale) =>
  readFilterCatalogue(await getPayloadClient(), storeId, locale),
)

/** The cards a list shows unfiltered: all, or one category's (its slug). */
export const cardsInScope = (catalogue: FilterCatalogue, scope?: string): FilterableProduct[] =>
  scope
    ? catalogue.products.filter((product) => product.categories.includes(scope))
    : catalogue.products

export type FilteredPage = {
  products: Product[]
  page: number
  totalPages: number
  total: number
  counts: FilterCounts
}

/**
 * A page of the gift cards that pass the filters, within one category's when `scope` names it,
 * by title, with each option's count. Not cached: filtered addresses are countless, and the cards
 * of one page are one query by id.
 */
export async function readFilteredPage(
  payload: Payload,
  catalogue: FilterCatalogue,
  request: {
    storeId: number
    locale: Locale
    filters: CatalogueFilters
    page: number
    scope?: string
  },
): Promise<FilteredPage> {
  const { locale, filters, page, scope } = request
  const inScope = cardsInScope(catalogue, scope)
  const matching = filterProducts(inScope, filters)
  const ids = matching
    .slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE)
    .map((product) => product.id)
  const { docs } =
    ids.length > 0
      ? await payload.find({
          collection: 'products',
          where: { id: { in: ids } },
          locale,
          depth: 1,
          pagination: false,
        })
      : { docs: [] }
  const byId = new Map(docs.map((product) => [product.id, product]))
  return {
    products: ids.flatMap((id) => byId.get(id) ?? []),
    page,
    totalPages: Math.ceil(matching.length / PRODUCTS_PER_PAGE),
    total: matching.length,
    counts: countFilters(inScope, filters),
  }
}

/** A filtered page for a storefront page: the cached catalogue, then its page of cards. */
export async function filteredPage(request: Parameters<typeof readFilteredPage>[2]) {
  const [payload, catalogue] = await Promise.all([
    getPayloadClient(),
    filterCatalogue(request.storeId, request.locale),
  ])
  return readFilteredPage(payload, catalogue, request)
}
