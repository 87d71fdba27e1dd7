import { expect, test } from '@playwright/test'

import { ERRORS, someAddress } from './support/client'
import { requestAs, sitemapAs } from './support/hosts'

/*
 * Issue 38 point 3 on the built server: each host's product list, search and sitemap name only
 * its store's cards; another store's product has no page and cannot go in the cart.
 */
const stores = {
  FR: { host: 'cartecadeau.localhost', storeID: 52, language: 'fr', countryCode: 'FR' },
  BE: { host: 'cadeaubon-be.localhost', storeID: 53, language: 'nl', countryCode: 'BE' },
  NL: { host: 'cadeaubon-nl.localhost', storeID: 54, language: 'nl', countryCode: 'NL' },
} as const
type Store = (typeof stores)[keyof typeof stores]

/** A card only each store sells (src/seed/content, src/seed/store-catalogues). */
const own = { FR: 'Cinéma Lumière', BE: 'Kinepolis', NL: 'Efteling' } as const
const slugs = { FR: 'cinema-lumiere', BE: 'kinepolis', NL: 'efteling' } as const

const productList = `query($userData: UserDataInput!, $paging: PagingInput) {
  productList(userData: $userData, paging: $paging) { products { id title } ${ERRORS} } }`
const search = `query($userData: UserDataInput!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) {
    body { groups { items { ... on SearchProductItem { title } } } } ${ERRORS} } }`
const addPackage = `mutation($userData: UserDataInput!, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, package: $package) { order { id } ${ERRORS} } }`

async function gateway<T>(store: Store, query: string, variables: Record<string, unknown>) {
  const { host, storeID, language, countryCode } = store
  const answer = await requestAs(host, '/api/gateway/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': someAddress(),
      ...(query.startsWith('mutation') ? { 'x-bypass-cache': '1' } : {}),
    },
    body: JSON.stringify({
      query,
      variables: { userData: { language, storeID, countryCode, redeemToken: null }, ...variables },
    }),
  })
  const { data } = JSON.parse(answer.body) as { data?: T }
  expect(data, answer.body).toBeTruthy()
  return data!
}

type Listed = { productList: { products: { id: string; title: string }[] } }
/** Every gift card the host lists (CBFR's 200 odd in three pages). */
async function listed(store: Store) {
  const products: Listed['productList']['products'] = []
  for (const pageNumber of [1, 2, 3]) {
    const paging = { itemsPerPage: 100, pageNumber }
    const page = (await gateway<Listed>(store, productList, { paging })).productList.products
    products.push(...page)
    if (page.length < 100) break
  }
  return products
}

type Found = { search_v1: { body: { groups: { items: { title?: string }[] }[] } | null } }
const found = async (store: Store, text: string) => {
  const { search_v1 } = await gateway<Found>(store, search, { inputText: text })
  return (search_v1.body?.groups ?? []).flatMap((group) => group.items.map((item) => item.title))
}

test.describe('issue 38 point 3: each host sells its own store’s cards only', () => {
  test('productList, search and the sitemap name no card of another store', async () => {
    for (const [name, store] of Object.entries(stores) as [keyof typeof stores, Store][]) {
      const others = (Object.keys(stores) as (keyof typeof stores)[]).filter((o) => o !== name)
      const titles = (await listed(store)).map((product) => product.title)
      expect(titles, name).toContain(own[name])
      const sitemap = (await sitemapAs(store.host)).files
      expect(sitemap, name).toContain(`/${slugs[name]}/`)
      expect(await found(store, own[name]), name).toContain(own[name])
      for (const other of others) {
        expect(titles, `${name} lists ${own[other]}`).not.toContain(own[other])
        expect(sitemap, `${name}'s sitemap`).not.toContain(`/${slugs[other]}/`)
        // Fuzzy search may offer the store's own look-alikes, never the other store's card.
        expect(await found(store, own[other]), `${name} finds ${own[other]}`).not.toContain(
          own[other],
        )
      }
    }
  })

  test('issue 40 point 10: the sitemap is an index of files, the cards’ places included', async () => {
    const { index, files } = await sitemapAs(stores.FR.host)
    expect(index).toContain('<sitemapindex')
    expect(index).toMatch(/\/sitemaps\/products-1\.xml<\/loc>/)
    expect(index).toMatch(/\/sitemaps\/locations-1\.xml<\/loc>/)
    expect(files).toMatch(/\/cartes-cadeaux\/[a-z0-9-]+\/emplacement\/<\/loc>/)
    expect(files).toMatch(/\/cartes-cadeaux\/[a-z0-9-]+\/emplacement\/[a-z0-9-]+\/<\/loc>/)
    expect((await requestAs(stores.FR.host, '/sitemaps/products-99.xml')).status).toBe(404)
    expect((await requestAs(stores.FR.host, '/sitemaps/users-1.xml')).status).toBe(404)
  })

  test('another store’s product page is a 404', async () => {
    expect((await requestAs(stores.BE.host, '/cadeaubonnen/kinepolis/')).status).toBe(200)
    expect((await requestAs(stores.BE.host, '/fr/cartes-cadeaux/kinepolis/')).status).toBe(200)
    expect((await requestAs(stores.NL.host, '/cadeaubonnen/efteling/')).status).toBe(200)
    expect((await requestAs(stores.NL.host, '/cadeaubonnen/kinepolis/')).status).toBe(404)
    expect((await requestAs(stores.FR.host, '/cartes-cadeaux/kinepolis/')).status).toBe(404)
    expect((await requestAs(stores.BE.host, '/cadeaubonnen/cinema-lumiere/')).status).toBe(404)
  })

  test('adding another store’s product to the cart is refused as an unknown product', async () => {
    const kinepolis = (await listed(stores.BE)).find((product) => product.title === own.BE)!
    const card = { productId: kinepolis.id, deliveryType: 'DIGITAL', amount: 2000, qty: 1 }
    type Added = { addGiftcardPackage: { errors: unknown[] } }
    const add = (store: Store) =>
      gateway<Added>(store, addPackage, { package: { ...card, deliveryMode: 'DEFAULT' } })
    expect((await add(stores.BE)).addGiftcardPackage.errors).toEqual([])
    expect((await add(stores.NL)).addGiftcardPackage.errors).toEqual([
      {
        code: 1000,
        message: 'Dit product is niet meer beschikbaar.',
        referencedRequestParameter: 'package.productId',
      },
    ])
  })

  test('a basket cookie from one host is no basket on another', async () => {
    const choice = (await listed(stores.BE)).find((product) => product.title === own.BE)!
    const card = { productId: choice.id, deliveryType: 'DIGITAL', amount: 2000, qty: 1 }
    const { host, storeID, language, countryCode } = stores.BE
    const userData = { language, storeID, countryCode, redeemToken: null }
    const added = await requestAs(host, '/api/gateway/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
      body: JSON.stringify({
        query: addPackage,
        variables: { userData, package: { ...card, deliveryMode: 'DEFAULT' } },
      }),
    })
    const cookie = [added.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ')
    expect(cookie).not.toBe('')
    const cartOn = async (store: Store) => {
      const own = { ...userData, storeID: store.storeID, countryCode: store.countryCode }
      const answer = await requestAs(store.host, '/api/gateway/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': someAddress() },
        body: JSON.stringify({
          query: `query($userData: UserDataInput!) { cartV2(userData: $userData) { order { id } } }`,
          variables: { userData: own },
        }),
      })
      return (JSON.parse(answer.body) as { data: { cartV2: { order: { id: string } | null } } })
        .data.cartV2.order
    }
    expect(await cartOn(stores.BE)).not.toBeNull()
    expect(await cartOn(stores.NL)).toBeNull()
    expect(await cartOn(stores.FR)).toBeNull()
  })
})
