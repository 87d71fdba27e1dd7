import { describe, expect, it } from 'vitest'

import {
  countFilters,
  type FilterableProduct,
  filterProducts,
  sellableVariation,
} from '@/commerce/domain/catalogue/facets'

const none = { categories: [], prices: [], deliveries: [] }

/** Four cards: amounts in cents. */
const bistrot: FilterableProduct = {
  id: 1,
  categories: ['restaurants'],
  variations: [
    { type: 'digital', min: 1000, max: 15000 },
    { type: 'physical', prices: [2000, 5000] },
  ],
}
const spa: FilterableProduct = {
  id: 2,
  categories: ['bien-etre', 'anniversaire'],
  variations: [{ type: 'digital', prices: [5000, 10000] }],
}
const karting: FilterableProduct = {
  id: 3,
  categories: ['loisirs'],
  variations: [{ type: 'physical', prices: [3000] }],
}
const soldOut: FilterableProduct = { id: 4, categories: ['loisirs'], variations: [] }
const products = [bistrot, spa, karting, soldOut]
const ids = (list: FilterableProduct[]) => list.map((product) => product.id)

describe('filtering the catalogue', () => {
  it('lists every card that sells something without filters', () => {
    expect(ids(filterProducts(products, none))).toEqual([1, 2, 3])
  })

  it('adds up the options of a group and narrows across groups', () => {
    expect(
      ids(filterProducts(products, { ...none, categories: ['restaurants', 'loisirs'] })),
    ).toEqual([1, 3])
    expect(
      ids(
        filterProducts(products, {
          ...none,
          categories: ['restaurants', 'loisirs'],
          deliveries: ['digital'],
        }),
      ),
    ).toEqual([1])
  })

  it('matches a price range by any amount sold inside it, fixed or in a custom range', () => {
    expect(ids(filterProducts(products, { ...none, prices: ['under-25'] }))).toEqual([1])
    expect(ids(filterProducts(products, { ...none, prices: ['25-49'] }))).toEqual([1, 3])
    expect(ids(filterProducts(products, { ...none, prices: ['100-plus'] }))).toEqual([1, 2])
  })

  it('asks one variation to meet both the delivery type and the price', () => {
    // The bistrot's physical card sells 20 and 50 €, its digital one 10 to 150 €.
    expect(
      ids(filterProducts(products, { ...none, deliveries: ['physical'], prices: ['100-plus'] })),
    ).toEqual([])
    expect(
      ids(filterProducts(products, { ...none, deliveries: ['digital'], prices: ['100-plus'] })),
    ).toEqual([1, 2])
  })
})

describe('counting what each option would show', () => {
  it('counts every option of the whole catalogue without filters', () => {
    expect(countFilters(products, none)).toEqual({
      categories: { restaurants: 1, 'bien-etre': 1, anniversaire: 1, loisirs: 1 },
      prices: { 'under-25': 1, '25-49': 2, '50-99': 2, '100-plus': 2 },
      deliveries: { digital: 2, physical: 2 },
    })
  })

  it('keeps the other groups’ choices and ignores the option’s own group', () => {
    const counts = countFilters(products, {
      ...none,
      categories: ['loisirs'],
      deliveries: ['digital'],
    })
    // Categories under "digital": the karting card is physical only.
    expect(counts.categories).toEqual({
      restaurants: 1,
      'bien-etre': 1,
      anniversaire: 1,
      loisirs: 0,
    })
    // Delivery types within "loisirs", whatever delivery is ticked.
    expect(counts.deliveries).toEqual({ digital: 0, physical: 1 })
    expect(counts.prices).toEqual({ 'under-25': 0, '25-49': 0, '50-99': 0, '100-plus': 0 })
  })
})

describe('a stored variation as the filters read it', () => {
  const config = {
    available: true,
    hasFixedPrices: false,
    pricesToShow: [],
    minPrice: 1000,
    maxPrice: 5000,
    outOfStock: false,
  }

  it('is a range, or the fixed prices', () => {
    expect(sellableVariation('digital', config)).toEqual({ type: 'digital', min: 1000, max: 5000 })
    expect(
      sellableVariation('physical', { ...config, hasFixedPrices: true, pricesToShow: [2000] }),
    ).toEqual({
      type: 'physical',
      prices: [2000],
    })
  })

  it('is nothing when it cannot be bought: unavailable, out of stock, or without prices', () => {
    expect(sellableVariation('digital', { ...config, available: false })).toBeNull()
    expect(sellableVariation('digital', { ...config, outOfStock: true })).toBeNull()
    expect(sellableVariation('digital', { ...config, hasFixedPrices: true })).toBeNull()
    expect(sellableVariation('digital', { ...config, maxPrice: null })).toBeNull()
  })
})
