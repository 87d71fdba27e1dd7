import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { belgianCatalogue } from '@/seed/store-catalogues/belgian'
import { dutchCatalogue } from '@/seed/store-catalogues/dutch'

import { cartProduct, listBrands, listProducts, redeemProduct } from '@/commerce/services/catalogue'
import { readFilterCatalogue } from '@/commerce/services/catalogue/filters'
import { searchCatalogue } from '@/commerce/services/search'

/*
 * Issue 38 points 3 and 5: each store sells its own cards. The seeded CBFR (52), CBBE (53) and
 * CBNL (54): every read of the catalogue services names only the store's cards, and a product of
 * another store is no product for the cart or the redeem shop.
 */
let payload: Payload

const page = { itemsPerPage: 100, page: 1 }
const storeOf = async (ids: string[]) => {
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: ids.map(Number) } },
    depth: 1,
    pagination: false,
    select: { store: true },
  })
  return new Set(docs.map((doc) => (typeof doc.store === 'object' ? doc.store?.storeId : null)))
}
const productIdBySlug = async (storeId: number, slug: string) => {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ slug: { equals: slug } }, { 'store.storeId': { equals: storeId } }] },
    locale: 'nl',
    limit: 1,
  })
  return String(docs[0]!.id)
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
})

afterAll(async () => {
  await payload.destroy()
})

describe('issue 38 point 5: the Belgian and Dutch stores are seeded with their own cards', () => {
  it('gives CBBE and CBNL about 30 cards each, in their categories and menus', async () => {
    for (const { storeId, cards, categories } of [belgianCatalogue, dutchCatalogue]) {
      const { products, totalItems } = await listProducts(payload, storeId, 'nl', {}, page)
      expect(totalItems).toBe(cards.length)
      expect(totalItems).toBeGreaterThanOrEqual(28)
      expect(products.map((product) => product.title)).toContain('Restaurantbon')
      const filters = await readFilterCatalogue(payload, storeId, 'nl')
      expect(filters.categories.map((category) => category.slug).sort()).toEqual(
        categories.map((category) => category.key).sort(),
      )
      const { docs } = await payload.find({
        collection: 'stores',
        where: { storeId: { equals: storeId } },
        depth: 0,
      })
      expect(docs[0]!.giftCardsMenu).toHaveLength(categories.length)
    }
    // Belgian French beside Flemish; the Dutch store's are Dutch.
    const french = await readFilterCatalogue(payload, 53, 'fr')
    expect(french.categories.map((category) => category.title)).toContain('Expériences')
  })

  it('gives their search modal popular terms and cards of their own, in each language', async () => {
    const popularOf = async (storeId: number, locale: 'nl' | 'fr') => {
      const { docs } = await payload.find({
        collection: 'stores',
        where: { storeId: { equals: storeId } },
        locale,
        depth: 0,
      })
      return docs[0]!.popularSearch!
    }
    const belgian = { nl: await popularOf(53, 'nl'), fr: await popularOf(53, 'fr') }
    expect(belgian.nl.terms!.map((term) => term.url)).toContain('/categorie/restaurants/')
    expect(belgian.fr.terms!.map((term) => term.url)).toContain('/fr/categorie/shopping/')
    const dutch = await popularOf(54, 'nl')
    for (const [storeId, popular] of [
      [53, belgian.nl],
      [53, belgian.fr],
      [54, dutch],
    ] as const) {
      expect(popular.entities!.length).toBeGreaterThan(0)
      expect(await storeOf(popular.entities!.map(String))).toEqual(new Set([storeId]))
    }
  })

  it('refuses another store’s card or category in a store’s menus and search', async () => {
    const { docs } = await payload.find({
      collection: 'stores',
      where: { storeId: { equals: 53 } },
    })
    const belgian = docs[0]!
    const french = await payload.find({
      collection: 'categories',
      where: { 'store.storeId': { equals: 52 } },
      limit: 1,
    })
    const frenchCard = Number(await productIdBySlug(52, 'cinema-lumiere'))
    await expect(
      payload.update({
        collection: 'stores',
        id: belgian.id,
        data: { giftCardsMenu: [french.docs[0]!.id] },
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'stores',
        id: belgian.id,
        locale: 'nl',
        data: { popularSearch: { ...belgian.popularSearch, entities: [frenchCard] } },
      }),
    ).rejects.toThrow()
  })
})

describe('issue 38 point 3: every read of the catalogue is the store’s', () => {
  it('lists, filters and counts brands of the store’s cards only', async () => {
    for (const storeId of [52, 53, 54]) {
      const { products } = await listProducts(payload, storeId, 'nl', {}, page)
      expect(await storeOf(products.map((product) => product.id))).toEqual(new Set([storeId]))
      const filters = await readFilterCatalogue(payload, storeId, 'nl')
      const ids = filters.products.map((product) => String(product.id))
      expect(await storeOf(ids)).toEqual(new Set([storeId]))
      const brands = await listBrands(payload, storeId, 'nl', {})
      const { docs } = await payload.find({
        collection: 'brands',
        where: { id: { in: brands.map((brand) => Number(brand.id)) } },
        depth: 1,
        pagination: false,
      })
      const stores = docs.map((doc) => (typeof doc.store === 'object' ? doc.store?.storeId : 0))
      expect(new Set(stores)).toEqual(new Set([storeId]))
    }
  })

  it('finds a store’s cards by search, never another store’s', async () => {
    const titles = async (storeId: number, text: string) => {
      const { groups } = await searchCatalogue(payload, storeId, text, 'nl')
      return groups.flatMap((group) =>
        group.items.map((item) => ('title' in item ? item.title : '')),
      )
    }
    expect(await titles(53, 'Kinepolis')).toContain('Kinepolis')
    expect(await titles(54, 'Kinepolis')).not.toContain('Kinepolis')
    expect(await titles(52, 'Kinepolis')).not.toContain('Kinepolis')
    expect(await titles(54, 'Efteling')).toContain('Efteling')
    expect(await titles(53, 'Efteling')).not.toContain('Efteling')
    // Both Cadeaubon stores have a Restaurantbon: each finds its own only.
    expect(await titles(53, 'Restaurantbon')).toEqual(['Restaurantbon'])
  })

  it('gives the cart and the redeem shop no product of another store', async () => {
    const belgian = await productIdBySlug(53, 'kinepolis')
    expect(await cartProduct(payload, 53, belgian, 'nl')).toMatchObject({ title: 'Kinepolis' })
    expect(await cartProduct(payload, 54, belgian, 'nl')).toBeNull()
    expect(await cartProduct(payload, 52, belgian, 'fr')).toBeNull()
    expect(await redeemProduct(payload, 53, belgian, 'fr')).toMatchObject({ published: true })
    expect(await redeemProduct(payload, 52, belgian, 'fr')).toBeNull()
  })
})
