import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import {
  chooseMostChosen,
  interleave,
  MAX_MOST_CHOSEN,
  roundedCardCount,
  validateFeatured,
} from '@/blocks/most-chosen/choose'
import { topProductCards } from '@/blocks/top-products/cards'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import type { Media, Product } from '@/payload-types'

const product = (id: number, extra: Partial<Product> = {}) =>
  ({ id, slug: `carte-${id}`, title: `Carte ${id}`, image: image(id), ...extra }) as Product
const image = (id: number) => ({ id, url: `/media/card-${id}.svg`, alt: '' }) as Media
const ids = (products: Product[]) => products.map((p) => p.id)

describe('the most-chosen block', () => {
  it('features 2 products at most, then the editor’s list without repeating them', () => {
    const { featured, others } = chooseMostChosen({
      featured: [product(1), product(2), product(3)],
      products: [product(2), product(4), 7, product(5), product(4)],
    })
    expect(ids(featured)).toEqual([1, 2])
    // The featured 2 and the repeated 4 show once; the unpopulated id 7 is skipped.
    expect(ids(others)).toEqual([4, 5])
  })

  it('falls back to the categories’ top lists, one of each in turn, when the list is empty', () => {
    const tops = [[product(10), product(11), product(12)], [product(20), product(1)], [product(30)]]
    const { featured, others } = chooseMostChosen({ featured: [product(1)], products: [] }, tops)
    expect(ids(featured)).toEqual([1])
    expect(ids(others)).toEqual([10, 20, 30, 11, 12])
  })

  it('ignores the fallback while the editor has a list, and caps the tiles', () => {
    const many = Array.from({ length: 12 }, (_, index) => product(100 + index))
    const { others } = chooseMostChosen({ products: many }, [[product(1)]])
    expect(others).toHaveLength(MAX_MOST_CHOSEN)
    expect(ids(others)[0]).toBe(100)
  })

  it('interleaves lists of any lengths', () => {
    expect(interleave([['a', 'b'], [], ['c', 'd', 'e']])).toEqual(['a', 'c', 'b', 'd', 'e'])
    expect(interleave([])).toEqual([])
  })

  it('rounds the card count down to the hundred, below 100 keeps it', () => {
    expect(roundedCardCount(210)).toBe(200)
    expect(roundedCardCount(299)).toBe(200)
    expect(roundedCardCount(1250)).toBe(1200)
    expect(roundedCardCount(100)).toBe(100)
    expect(roundedCardCount(57)).toBe(57)
    expect(roundedCardCount(0)).toBe(0)
  })

  it('says the rounded count in the link, in the store’s number format', () => {
    const french = createTranslator({ locale: 'fr', messages: fr, namespace: 'MostChosen' })
    const english = createTranslator({ locale: 'en', messages: en, namespace: 'MostChosen' })
    expect(french('viewAll', { count: roundedCardCount(210) })).toBe('Voir les 200+ cartes cadeaux')
    expect(french('viewAll', { count: 1200 })).toBe('Voir les 1\u202f200+ cartes cadeaux')
    expect(french('viewAll', { count: 0 })).toBe('Voir les cartes cadeaux')
    expect(english('viewAll', { count: 200 })).toBe('View all 200+ gift cards')
  })

  it('accepts 2 different featured products, not 3 nor one twice', () => {
    expect(validateFeatured([1, 2], 'en')).toBe(true)
    expect(validateFeatured(null, 'en')).toBe(true)
    expect(validateFeatured([1, 2, 3], 'en')).toMatch(/at most 2/)
    expect(validateFeatured([1, 2, 3], 'fr')).toMatch(/au plus 2/)
    expect(validateFeatured([product(4), 4], 'en')).toMatch(/twice/)
  })
})

describe('the top products block', () => {
  it('falls back to the product’s image and page, keeps the editor’s when given', () => {
    const cards = topProductCards(
      [
        { id: 'a', title: 'Lire', product: product(1) },
        {
          id: 'b',
          title: 'Dîner',
          description: 'Une table à partager',
          cardImage: image(99),
          referencedPath: '/restaurants/',
          product: product(2),
        },
      ],
      'fr',
      'fr',
    )
    expect(cards).toMatchObject([
      { title: 'Lire', image: { id: 1 }, href: '/cartes-cadeaux/carte-1/' },
      { description: 'Une table à partager', image: { id: 99 }, href: '/restaurants/' },
    ])
    expect(topProductCards([{ title: 'Lire', product: product(1) }], 'nl', 'fr')[0]?.href).toBe(
      '/nl/cadeaubonnen/carte-1/',
    )
  })

  it('skips items whose product did not load, and shows 4 at most', () => {
    const items = [5, 1, 2, 3, 4].map((id) => ({
      title: `T${id}`,
      product: id === 5 ? 5 : product(id),
    }))
    expect(topProductCards(items, 'fr', 'fr').map((card) => card.title)).toEqual([
      'T1',
      'T2',
      'T3',
      'T4',
    ])
  })
})
