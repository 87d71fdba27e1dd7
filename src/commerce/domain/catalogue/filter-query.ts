import { z } from 'zod'

import { CENTS_PER_UNIT } from '../money'
import { LIST_PAGE_NUMBER } from './list-page'

/** Delivery types a shopper filters on: a product's sellable variations (spec §3 variationType). */
export const deliveryTypes = ['digital', 'physical'] as const
export type DeliveryType = (typeof deliveryTypes)[number]

/**
 * Price ranges of the filter, whole euros (spec §5: amounts are whole), bounds in cents, both
 * included: a card matches a range when it sells at least one amount inside it.
 */
export const priceRanges = [
  { id: 'under-25', min: 0, max: 24 * CENTS_PER_UNIT },
  { id: '25-49', min: 25 * CENTS_PER_UNIT, max: 49 * CENTS_PER_UNIT },
  { id: '50-99', min: 50 * CENTS_PER_UNIT, max: 99 * CENTS_PER_UNIT },
  { id: '100-plus', min: 100 * CENTS_PER_UNIT, max: Number.MAX_SAFE_INTEGER },
] as const
export type PriceRangeId = (typeof priceRanges)[number]['id']
const priceRangeIds = priceRanges.map((range) => range.id) as [PriceRangeId, ...PriceRangeId[]]

/**
 * The query string's names: French in every language, like the places' `ville`; the values are
 * the domain's codes (and the categories' path segments).
 */
export const FILTER_PARAMS = {
  category: 'categorie',
  price: 'prix',
  delivery: 'version',
  page: 'page',
} as const

/** What a shopper chose; an empty list is no filter on that group. */
export type CatalogueFilters = {
  categories: string[]
  prices: PriceRangeId[]
  deliveries: DeliveryType[]
}

/** The whole list. */
export const NO_FILTERS: CatalogueFilters = { categories: [], prices: [], deliveries: [] }

/** More values than any form can send are a crafted address: only the first ones count. */
const MOST_VALUES = 30

/**
 * One group's values: a single value or a repeated parameter, each checked alone; a value that is
 * not one of the group's is ignored (a stale or edited link still shows a list), duplicates too.
 */
const values = <T extends string>(item: z.ZodType<T>) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw) => {
      const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]
      const kept = list.slice(0, MOST_VALUES).flatMap((value) => {
        const parsed = item.safeParse(value)
        return parsed.success ? [parsed.data] : []
      })
      return [...new Set(kept)]
    })
    .catch([])

/** A category's path segment as the categories collection stores its slug. */
const categorySlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100)

/** Pages 1 to 9999, like the list's path segments; anything else is page 1. */
const pageNumber = z.string().regex(LIST_PAGE_NUMBER).transform(Number).catch(1)

/**
 * The filter query string (Next's searchParams) with zod: every value checked before it reaches
 * the database; bad values are dropped, never a 500.
 */
export const filterQuerySchema = z.object({
  [FILTER_PARAMS.category]: values(categorySlug),
  [FILTER_PARAMS.price]: values(z.enum(priceRangeIds)),
  [FILTER_PARAMS.delivery]: values(z.enum(deliveryTypes)),
  [FILTER_PARAMS.page]: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw) => (Array.isArray(raw) ? raw[0] : raw) ?? '1')
    .pipe(pageNumber),
})

export type FilterQuery = CatalogueFilters & { page: number }

export type SearchParams = Record<string, string | string[] | undefined>

/** The filters and page of a list's address. */
export function parseFilterQuery(params: SearchParams): FilterQuery {
  const parsed = filterQuerySchema.parse(params)
  return {
    categories: parsed[FILTER_PARAMS.category],
    prices: parsed[FILTER_PARAMS.price],
    deliveries: parsed[FILTER_PARAMS.delivery],
    page: parsed[FILTER_PARAMS.page],
  }
}

export const hasFilters = (filters: CatalogueFilters): boolean =>
  filters.categories.length + filters.prices.length + filters.deliveries.length > 0

/**
 * The query string of filters and a page ('' for none), in the form's order, so that a page link
 * and the form's own submission name the same address.
 */
export function filterQueryString(filters: CatalogueFilters, page = 1): string {
  const params = new URLSearchParams()
  for (const slug of filters.categories) params.append(FILTER_PARAMS.category, slug)
  for (const id of filters.prices) params.append(FILTER_PARAMS.price, id)
  for (const type of filters.deliveries) params.append(FILTER_PARAMS.delivery, type)
  if (page > 1) params.set(FILTER_PARAMS.page, String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
