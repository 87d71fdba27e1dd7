import type { ProductListFilters } from '@/commerce/client/generated/graphql'

/**
 * The shop's filters with the chosen brands, sorted so that one choice is one query key; with
 * none chosen there is no brand filter at all (spec §5: filters with empty term lists are dropped).
 */
export function withBrands(
  filters: ProductListFilters,
  brands: readonly string[],
): ProductListFilters {
  if (brands.length === 0) return filters
  return { ...filters, filterByBrand: [...new Set(brands)].sort() }
}
