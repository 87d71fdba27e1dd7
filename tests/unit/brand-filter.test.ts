import { describe, expect, it } from 'vitest'

import { countBrands } from '@/commerce/domain/catalogue/brand-counts'
import { withBrands } from '@/commerce/widgets/redeem/brand-filters'
import { brandOfCard } from '@/seed/content/brands'

const lumiere = { id: 1, title: 'Maison Lumière' }
const editions = { id: 2, title: 'Éditions du Coin' }
const tables = { id: 3, title: 'Les Tables Réunies' }

describe('countBrands: the brands of a list, each with its count', () => {
  it.each([
    ['no products', [], []],
    ['products without a brand', [null, undefined], []],
    [
      'a count per brand, by French title (É sorts with E)',
      [1, 2, 1, null, 3, 1],
      [
        { ...editions, count: 1 },
        { ...tables, count: 1 },
        { ...lumiere, count: 3 },
      ],
    ],
    // An unpublished brand is not offered; a published one without cards neither.
    ['brands not given', [4, 4, 2], [{ ...editions, count: 1 }]],
  ])('%s', (_, productBrands, expected) => {
    expect(countBrands(productBrands, [lumiere, editions, tables], 'fr')).toEqual(expected)
  })
})

describe('withBrands: the shop’s filters with the chosen brands', () => {
  const base = { filterByProductType: ['giftcard' as const, 'donation' as const] }

  it('adds no brand filter when none is chosen (spec §5)', () => {
    expect(withBrands(base, [])).toBe(base)
  })

  it('keeps the other filters and sorts the brands, without repeats', () => {
    expect(withBrands({ ...base, filterByTaxonomy: ['7'] }, ['12', '3', '12'])).toEqual({
      ...base,
      filterByTaxonomy: ['7'],
      filterByBrand: ['12', '3'],
    })
  })
})

describe('brandOfCard: the seed’s brand of a card', () => {
  it.each([
    ['cinema-lumiere', 'Cinéma Lumière', 'maison-lumiere'],
    ['theatre-du-quai', 'Théâtre du Quai', 'maison-lumiere'],
    ['librairie-lumiere', 'Librairie Lumière', 'editions-du-coin'],
    ['bistrot-du-port', 'Bistrot du Port', 'tables-reunies'],
    ['spa-zen', 'Spa Zen', 'serenite-et-cie'],
    ['velo-sommet', 'Vélo Sommet', 'plein-air-evasion'],
    // A stem is a whole first word: 'Spatule' is no spa; the choice card has no brand.
    ['spatule-doree', 'Spatule Dorée', undefined],
    ['carte-cadeau-multi-enseignes', 'Carte cadeau multi-enseignes', undefined],
  ])('%s → %s', (slug, title, brand) => {
    expect(brandOfCard({ slug, title })).toBe(brand)
  })
})
