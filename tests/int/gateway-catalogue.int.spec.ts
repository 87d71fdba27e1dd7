import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { postToGateway } from './gateway-request'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const userData = { language: 'fr', storeID: 52, countryCode: 'FR' }
const LIST = `query List($userData: UserDataInput!, $filters: ProductListFilters, $paging: PagingInput) {
  productList(userData: $userData, filters: $filters, paging: $paging) {
    products {
      __typename id title path productType image { url alt }
      digitalConfig { available hasFixedPrices minPrice { value currency } pricesToShow { value } }
      variations { id variationType price { value currency } }
    }
    paging { currentPage itemsPerPage totalItems }
    errors { code referencedRequestParameter }
  }
}`

type Item = {
  __typename: string
  id: string
  title: string
  path: string
  productType: string
  image: { url: string; alt: string } | null
  digitalConfig: { available: boolean; hasFixedPrices: boolean; minPrice: { value: number } | null }
  variations: {
    id: string
    variationType: string
    price: { value: number; currency: string } | null
  }[]
}
type List = {
  products: Item[]
  paging: { currentPage: number; itemsPerPage: number; totalItems: number }
  errors: { code: number; referencedRequestParameter: string | null }[]
}

async function list(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { json } = await postToGateway(
    { query: LIST, variables: { userData, ...variables } },
    headers,
  )
  const answer = json as {
    data: { productList: List }
    extensions?: { responseCache?: { hit: boolean } }
  }
  return { ...answer.data.productList, hit: answer.extensions?.responseCache?.hit }
}

describe('the gateway: productList', () => {
  it('pages through the published gift cards, 16 at a time, without repeats', async () => {
    const first = await list({})
    const second = await list({ paging: { pageNumber: 2 } })
    expect(first.errors).toEqual([])
    expect(first.products).toHaveLength(16)
    expect(first.paging).toEqual({
      currentPage: 1,
      itemsPerPage: 16,
      totalItems: expect.any(Number),
    })
    expect(first.paging.totalItems).toBeGreaterThanOrEqual(205)
    expect(second.paging.currentPage).toBe(2)
    const ids = new Set([...first.products, ...second.products].map((p) => p.id))
    expect(ids.size).toBe(32)
    expect(first.products.every((p) => p.__typename === 'GiftcardProduct')).toBe(true)
    expect(first.products[0]?.path).toMatch(/^\/cartes-cadeaux\/[a-z0-9-]+\/$/)
    // Only the image's own fields are populated, and they are enough for its address.
    expect(first.products[0]?.image).toEqual({
      url: expect.stringMatching(/\/api\/media\/file\/[^/]+\.svg$/),
      alt: expect.any(String),
    })
  })

  it('offers variations from the price configs, amounts in cents', async () => {
    const { products } = await list({ paging: { itemsPerPage: 100 } })
    const fixed = products.find((p) => p.digitalConfig.available && p.digitalConfig.hasFixedPrices)
    const custom = products.find(
      (p) => p.digitalConfig.available && !p.digitalConfig.hasFixedPrices,
    )
    const digital = (p: Item | undefined) =>
      p?.variations.filter((v) => v.variationType === 'digital')
    expect(digital(fixed)?.map((v) => v.price)).toEqual([
      { value: 2000, currency: 'EUR' },
      { value: 5000, currency: 'EUR' },
      { value: 10000, currency: 'EUR' },
    ])
    expect(digital(custom)?.map((v) => v.price)).toEqual([null])
    expect(custom?.digitalConfig.minPrice?.value).toBeGreaterThanOrEqual(1000)
  })

  it('filters by type and by category', async () => {
    const donations = await list({ filters: { filterByProductType: ['donation'] } })
    expect(donations.products.length).toBe(3)
    expect(new Set(donations.products.map((p) => p.__typename))).toEqual(
      new Set(['DonationProduct']),
    )
    const { docs } = await payload.find({
      collection: 'categories',
      // The Belgian and Dutch stores have a 'restaurants' category of their own.
      where: { slug: { equals: 'restaurants' }, 'store.storeId': { equals: 52 } },
      limit: 1,
    })
    const restaurants = await list({
      filters: { filterByTaxonomy: [String(docs[0]!.id)] },
      paging: { itemsPerPage: 100 },
    })
    expect(restaurants.paging.totalItems).toBeGreaterThanOrEqual(17)
    expect(restaurants.products.map((p) => p.title)).toContain('Bistrot du Port')
  })

  it('names the bad parameter', async () => {
    const tooMany = await list({ paging: { itemsPerPage: 1000 } })
    expect(tooMany.errors).toEqual([
      { code: 1000, referencedRequestParameter: 'paging.itemsPerPage' },
    ])
    const page = await list({
      filters: { filterByPage: { fieldName: 'title', pageId: '1', pageType: 'x' } },
    })
    expect(page.errors[0]?.referencedRequestParameter).toBe('filters.filterByPage.fieldName')
  })

  it('drops cached lists when a product changes in Payload', async () => {
    await list({ paging: { pageNumber: 3 } })
    const cached = await list({ paging: { pageNumber: 3 } })
    expect(cached.hit).toBe(true)
    const product = cached.products[0]!
    await payload.update({
      collection: 'products',
      id: Number(product.id),
      locale: 'fr',
      data: { description: 'Nouvelle description.' },
      context: { disableRevalidate: true },
    })
    const fresh = await list({ paging: { pageNumber: 3 } })
    expect(fresh.hit).toBe(false)
  })
})

const BRANDS = `query Brands($userData: UserDataInput!, $filters: ProductListFilters) {
  brandList(userData: $userData, filters: $filters) {
    brands { id title count }
    errors { code referencedRequestParameter }
  }
}`
type Brand = { id: string; title: string; count: number }

async function brandList(variables: Record<string, unknown>) {
  const { json } = await postToGateway({ query: BRANDS, variables: { userData, ...variables } })
  const answer = json as {
    data: { brandList: { brands: Brand[]; errors: List['errors'] } }
    extensions?: { responseCache?: { hit: boolean } }
  }
  return { ...answer.data.brandList, hit: answer.extensions?.responseCache?.hit }
}

const brandNamed = (brands: Brand[], title: string) => brands.find((b) => b.title === title)!

describe('the gateway: brandList and filterByBrand', () => {
  it('offers the seeded brands by title, each with its count of cards', async () => {
    const { brands, errors } = await brandList({})
    expect(errors).toEqual([])
    expect(brands.map((b) => b.title)).toEqual([
      'Éditions du Coin',
      'Les Tables Réunies',
      'Maison Lumière',
      'Plein Air Évasion',
      'Sérénité & Cie',
    ])
    // Cinéma Lumière and the generated Ciné-club, Théâtre and Opéra cards.
    expect(brandNamed(brands, 'Maison Lumière').count).toBeGreaterThanOrEqual(8)
    expect(brands.every((b) => b.count > 0 && /^\d+$/.test(b.id))).toBe(true)
  })

  it('narrows the list to the chosen brands, and keeps offering every brand once some are', async () => {
    const all = await brandList({})
    const lumiere = brandNamed(all.brands, 'Maison Lumière')
    const tables = brandNamed(all.brands, 'Les Tables Réunies')
    const narrowed = await list({
      filters: { filterByBrand: [lumiere.id, tables.id] },
      paging: { itemsPerPage: 100 },
    })
    expect(narrowed.errors).toEqual([])
    expect(narrowed.paging.totalItems).toBe(lumiere.count + tables.count)
    const titles = narrowed.products.map((p) => p.title)
    expect(titles).toEqual(expect.arrayContaining(['Cinéma Lumière', 'Bistrot du Port']))
    expect(titles).not.toContain('Spa Sérénité')
    const chosen = await brandList({ filters: { filterByBrand: [lumiere.id] } })
    expect(chosen.brands).toEqual(all.brands)
  })

  it('counts among the cards the other filters keep', async () => {
    const { docs } = await payload.find({
      collection: 'categories',
      // The Belgian and Dutch stores have a 'restaurants' category of their own.
      where: { slug: { equals: 'restaurants' }, 'store.storeId': { equals: 52 } },
      limit: 1,
    })
    const restaurants = await brandList({ filters: { filterByTaxonomy: [String(docs[0]!.id)] } })
    expect(restaurants.brands.map((b) => b.title)).toEqual(['Les Tables Réunies'])
    expect(restaurants.brands[0]!.count).toBeGreaterThanOrEqual(6)
    const donations = await brandList({ filters: { filterByProductType: ['donation'] } })
    expect(donations).toMatchObject({ brands: [], errors: [] })
  })

  it('names a bad brand id in both operations', async () => {
    const filters = { filterByBrand: ['1', 'lumiere'] }
    const expected = [{ code: 1000, referencedRequestParameter: 'filters.filterByBrand.1' }]
    expect((await list({ filters })).errors).toEqual(expected)
    expect((await brandList({ filters })).errors).toEqual(expected)
  })

  it('drops cached brand counts when a product changes in Payload', async () => {
    await brandList({ filters: { filterByProductType: ['giftcard'] } })
    const cached = await brandList({ filters: { filterByProductType: ['giftcard'] } })
    expect(cached.hit).toBe(true)
    const brand = cached.brands[0]!
    const { products } = await list({ filters: { filterByBrand: [brand.id] } })
    const setBrand = (value: number | null) =>
      payload.update({
        collection: 'products',
        id: Number(products[0]!.id),
        locale: 'fr',
        data: { brand: value },
        context: { disableRevalidate: true },
      })
    await setBrand(null)
    const fresh = await brandList({ filters: { filterByProductType: ['giftcard'] } })
    expect(fresh.hit).toBe(false)
    expect(fresh.brands[0]!.count).toBe(brand.count - 1)
    await setBrand(Number(brand.id))
  })
})
