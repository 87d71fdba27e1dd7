import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { cacheBus, type CacheEvent } from '@/server/cache/bus'
import { dataCaches, memoCaches } from '@/server/cache/caches'

import type { shopper as Shopper } from './cart-shopper'
import type { postToGateway as PostToGateway } from './gateway-request'

/*
 * Outside a request of the app (here, like a scheduled publish) Next cannot expire its tags
 * itself: one process without Redis tells its own Next cache (expire-tags.ts), which this object
 * stands in for, so the test sees which reads the app asked Next to drop.
 */
const asked: string[][] = []
const nextCache = globalThis as { __incrementalCache?: unknown }
const events: CacheEvent[] = []
let payload: Payload
let shopper: typeof Shopper
let postToGateway: typeof PostToGateway

beforeAll(async () => {
  nextCache.__incrementalCache = { revalidateTag: async (tags: string[]) => void asked.push(tags) }
  const [{ default: config }, { getPayload }, { seed }, cart, gateway] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/seed'),
    import('./cart-shopper'),
    import('./gateway-request'),
  ])
  shopper = cart.shopper
  postToGateway = gateway.postToGateway
  payload = await getPayload({ config })
  await seed(payload)
  cacheBus().subscribe((event) => events.push(event))
}, 300_000)

afterAll(async () => {
  await payload.destroy()
  delete nextCache.__incrementalCache
})

const LIST = `query List($userData: UserDataInput!) {
  productList(userData: $userData) { products { id title } }
}`

async function firstPage() {
  const { json } = await postToGateway({
    query: LIST,
    variables: { userData: { language: 'fr', storeID: 52, countryCode: 'FR' } },
  })
  const answer = json as {
    data: { productList: { products: { id: string; title: string }[] } }
    extensions?: { responseCache?: { hit: boolean } }
  }
  const titles = answer.data.productList.products.map((product) => product.title)
  return { titles, hit: answer.extensions?.responseCache?.hit }
}

describe('point 3: a product change through Payload drops every cached read of it', () => {
  it('expires the product lists, the gateway’s answers and the cart’s memo', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: {
        _status: { equals: 'published' },
        productType: { equals: 'giftcard' },
        appleType: { equals: false },
        'physical.available': { equals: true },
        'digital.hasFixedPrices': { equals: false },
      },
      sort: 'title',
      limit: 1,
      depth: 0,
    })
    const product = String(docs[0]!.id)
    const twentyEuros = {
      productId: product,
      deliveryType: 'PHYSICAL' as const,
      amount: 2000,
      qty: 1,
      deliveryMode: 'DEFAULT' as const,
    }
    // Each layer holds the product: the gateway's answer and the memo of the cart's reads.
    await firstPage()
    expect((await firstPage()).hit).toBe(true)
    expect((await shopper().add(twentyEuros)).errors).toEqual([])

    const before = { title: docs[0]!.title, physical: { outOfStock: false } }
    // The other files of the run share the database and sell this card: give it back as it was.
    onTestFinished(async () => {
      await payload.update({
        collection: 'products',
        id: Number(product),
        locale: 'fr',
        data: before,
      })
    })
    await payload.update({
      collection: 'products',
      id: Number(product),
      locale: 'fr',
      data: { title: 'A1 Carte renommée', physical: { outOfStock: true } },
    })

    const fresh = await firstPage()
    expect(fresh.hit).toBe(false)
    expect(fresh.titles[0]).toBe('A1 Carte renommée')
    expect((await shopper().add(twentyEuros)).errors[0]?.code).toBe(2031)
    // Next drops a read when any of its tags expires: the product lists and the product's pages.
    const expired = asked.flat()
    const listTags = dataCaches['product-page'].tags(52, 'fr', 1)
    expect(listTags.filter((tag) => expired.includes(tag))).not.toEqual([])
    expect(expired).toContain(`content:products:52:fr:${docs[0]!.slug}`)
    // The memo's entries are dropped on every instance: the bus carries the same tags.
    const dropped = events.flatMap((event) => event.tags)
    const memoTags = memoCaches['cart-product'].tags(52, 'fr', product)
    expect(memoTags.filter((tag) => dropped.includes(tag))).not.toEqual([])
  })
})
