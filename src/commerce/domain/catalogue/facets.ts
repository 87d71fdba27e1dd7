import {
  type CatalogueFilters,
  type DeliveryType,
  deliveryTypes,
  type PriceRangeId,
  priceRanges,
} from './filter-query'
import type { VariationConfig } from '../prices'

/** How one variation sells, amounts in cents: fixed prices, or any whole amount from min to max. */
export type SellableVariation =
  { type: DeliveryType; prices: number[] } | { type: DeliveryType; min: number; max: number }

/** What the filters read of a product: its categories' slugs and the variations it sells now. */
export type FilterableProduct = {
  id: number
  categories: string[]
  variations: SellableVariation[]
}

export type FilterCounts = {
  categories: Record<string, number>
  prices: Record<PriceRangeId, number>
  deliveries: Record<DeliveryType, number>
}

type Group = keyof CatalogueFilters

/**
 * A variation as its product stores it, if a shopper can buy it now: available, in stock, with a
 * price to pick or a range (an out-of-stock card is refused by carts, code 2031, so not offered).
 */
export function sellableVariation(
  type: DeliveryType,
  config: VariationConfig & { outOfStock: boolean },
): SellableVariation | null {
  if (!config.available || config.outOfStock) return null
  if (config.hasFixedPrices) {
    return config.pricesToShow.length > 0 ? { type, prices: config.pricesToShow } : null
  }
  const { minPrice: min, maxPrice: max } = config
  return min === null || max === null ? null : { type, min, max }
}

const rangeOf = (id: PriceRangeId) => priceRanges.find((range) => range.id === id)!

function sellsWithin(variation: SellableVariation, min: number, max: number): boolean {
  if ('prices' in variation) return variation.prices.some((price) => price >= min && price <= max)
  return variation.min <= max && variation.max >= min
}

/**
 * Whether a product passes the filters: one of its categories is chosen, and one variation is of a
 * chosen delivery type and sells an amount in a chosen price range (the same variation, so
 * "physical, under 25 €" is not met by a digital card at 10 € and a physical one at 50 €).
 */
export function matchesFilters(product: FilterableProduct, filters: CatalogueFilters): boolean {
  const { categories, prices, deliveries } = filters
  if (categories.length > 0 && !product.categories.some((slug) => categories.includes(slug))) {
    return false
  }
  return product.variations.some(
    (variation) =>
      (deliveries.length === 0 || deliveries.includes(variation.type)) &&
      (prices.length === 0 ||
        prices.some((id) => sellsWithin(variation, rangeOf(id).min, rangeOf(id).max))),
  )
}

/** The products that pass the filters, in their given order. */
export const filterProducts = <P extends FilterableProduct>(
  products: P[],
  filters: CatalogueFilters,
): P[] => products.filter((product) => matchesFilters(product, filters))

/**
 * How many products each option would show once ticked: the other groups' choices kept and this
 * group's replaced by the option alone (options of a group add up, groups narrow), so an option
 * shows what choosing it alone in its group gives.
 */
export function countFilters(
  products: FilterableProduct[],
  filters: CatalogueFilters,
): FilterCounts {
  const count = <K extends Group>(group: K, option: CatalogueFilters[K][number]) =>
    products.filter((product) => matchesFilters(product, { ...filters, [group]: [option] })).length
  const categorySlugs = [...new Set(products.flatMap((product) => product.categories))]
  return {
    categories: Object.fromEntries(categorySlugs.map((slug) => [slug, count('categories', slug)])),
    prices: Object.fromEntries(
      priceRanges.map(({ id }) => [id, count('prices', id)]),
    ) as FilterCounts['prices'],
    deliveries: Object.fromEntries(
      deliveryTypes.map((type) => [type, count('deliveries', type)]),
    ) as FilterCounts['deliveries'],
  }
}
