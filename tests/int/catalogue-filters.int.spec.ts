import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CatalogueFilters } from '@/commerce/domain/catalogue/filter-query'
import type { Product } from '@/payload-types'
import { seed } from '@/seed'
import { readFilterCatalogue, readFilteredPage } from '@/commerce/services/catalogue/filters'
import { readAlternativeCards } from '@/commerce/services/catalogue/lists'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const none: CatalogueFilters = { categories: [], prices: [], deliveries: [] }
// Store 52's: each store sells its own cards (issue 38).
const giftCards = {
  _status: { equals: 'published' },
  productType: { equals: 'giftcard' },
  'store.storeId': { equals: 52 },
} as const

async function page(filters: Partial<CatalogueFilters>, pageNumber = 1, scope?: string) {
  const catalogue = await readFilterCatalogue(payload, 52, 'fr')
  return readFilteredPage(payload, catalogue, {
    storeId: 52,
    locale: 'fr',
    filters: { ...none, ...filters },
    page: pageNumber,
    scope,
  })
}

const titles = (products: Product[]) => products.map((product) => product.title)
const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'fr'))

describe('the filtered product list against Postgres', () => {
  it('reads every published gift card and category', async () => {
    const catalogue = await readFilterCatalogue(payload, 52, 'fr')
    const { totalDocs } = await payload.count({ collection: 'products', where: giftCards })
    expect(catalogue.products).toHaveLength(totalDocs)
    expect(catalogue.categories.map((category) => category.slug)).toContain('restaurants')
    expect(catalogue.products.every((product) => product.variations.length > 0)).toBe(true)
  })

  it('lists one category’s cards by title, 16 a page, with what its options count', async () => {
    const restaurants = await payload.find({
      collection: 'categories',
      where: { slug: { equals: 'restaurants' }, 'store.storeId': { equals: 52 } },
      locale: 'fr',
      depth: 0,
    })
    const { totalDocs } = await payload.count({
      collection: 'products',
      where: { ...giftCards, categories: { in: [restaurants.docs[0]!.id] } },
    })
    const first = await page({ categories: ['restaurants'] })
    expect(first.total).toBe(totalDocs)
    expect(first.products).toHaveLength(Math.min(16, totalDocs))
    expect(titles(first.products)).toEqual(sorted(titles(first.products)))
    expect(first.counts.categories.restaurants).toBe(totalDocs)
    const second = await page({ categories: ['restaurants'] }, 2)
    expect(second.products).toHaveLength(totalDocs - 16)
    expect(titles(second.products)).not.toContain(first.products[0]!.title)
  })

  it('keeps only cards whose physical version sells an amount in the range', async () => {
    const result = await page({ deliveries: ['physical'], prices: ['100-plus'] })
    expect(result.total).toBeGreaterThan(0)
    for (const product of result.products) {
      expect(product.physical?.available, product.title).toBe(true)
      expect(product.physical?.pricesToShow?.some((price) => price >= 10_000)).toBe(true)
    }
    const digitalOnly = await payload.count({
      collection: 'products',
      where: { ...giftCards, 'physical.available': { equals: false } },
    })
    const all = await page({})
    expect(all.counts.deliveries.physical).toBe(all.total - digitalOnly.totalDocs)
  })

  it('leaves out a version that is out of stock, until it is back', async () => {
    const [card] = (await page({ deliveries: ['physical'] })).products
    const physical = card!.physical!
    await payload.update({
      collection: 'products',
      id: card!.id,
      data: { physical: { ...physical, outOfStock: true } },
    })
    try {
      const ids = (await page({ deliveries: ['physical'] })).products.map((product) => product.id)
      expect(ids).not.toContain(card!.id)
    } finally {
      await payload.update({ collection: 'products', id: card!.id, data: { physical } })
    }
    expect((await page({ deliveries: ['physical'] })).products[0]!.id).toBe(card!.id)
  })

  it('filters within a category page’s own cards', async () => {
    const scoped = await page({ deliveries: ['digital'] }, 1, 'sport')
    const catalogue = await readFilterCatalogue(payload, 52, 'fr')
    const sport = catalogue.products.filter((product) => product.categories.includes('sport'))
    expect(scoped.total).toBe(sport.length)
    expect(Object.keys(scoped.counts.categories)).toContain('sport')
    expect(scoped.counts.categories.restaurants).toBeUndefined()
  })

  it('answers an empty page past the end', async () => {
    const { total } = await page({ categories: ['restaurants'] })
    const result = await page({ categories: ['restaurants'] }, 50)
    expect(result.products).toEqual([])
    expect(result.totalPages).toBe(Math.ceil(total / 16))
  })
})

describe('the alternative choice modal’s cards against Postgres', () => {
  it('offers other cards of the same categories that sell now, by title, never the card itself', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: 'bistrot-du-port' } },
      locale: 'fr',
      depth: 0,
    })
    const card = docs[0]!
    const categoryIds = (card.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))
    const offered = await readAlternativeCards(payload, 52, 'fr', card.id, categoryIds)
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.length).toBeLessThanOrEqual(3)
    expect(offered.map((offer) => offer.id)).not.toContain(card.id)
    expect(offered.map((offer) => offer.title)).toEqual(sorted(offered.map((o) => o.title)))
    const found = await payload.find({
      collection: 'products',
      where: { id: { in: offered.map((offer) => offer.id) } },
      depth: 0,
    })
    for (const product of found.docs) {
      const shared = (product.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))
      expect(shared.some((id) => categoryIds.includes(id))).toBe(true)
    }

    // The first one sold out in every version it has: no longer offered (then put back).
    const first = found.docs.find((product) => product.id === offered[0]!.id)!
    const stock = (outOfStock: boolean) =>
      payload.update({
        collection: 'products',
        id: first.id,
        data: {
          digital: { ...first.digital, outOfStock: outOfStock || first.digital?.outOfStock },
          physical: { ...first.physical, outOfStock: outOfStock || first.physical?.outOfStock },
        },
        context: { disableRevalidate: true },
      })
    await stock(true)
    try {
      const after = await readAlternativeCards(payload, 52, 'fr', card.id, categoryIds)
      expect(after.map((offer) => offer.id)).not.toContain(first.id)
    } finally {
      await stock(false)
    }
    expect(await readAlternativeCards(payload, 52, 'fr', card.id, [])).toEqual([])
  })
})
