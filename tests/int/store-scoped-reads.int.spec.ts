import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { frenchStore } from '@/seed/data/store-fr'

import { listProducts } from '@/commerce/services/catalogue'
import { cartSettings, storeContact, storeCurrency } from '@/commerce/services/store'
import { sharedMediaId } from '../support/shared-media'

/*
 * Issue 37 point 2: every read of the catalogue and store facades takes the store it reads for,
 * and its cached entry is that store's: a read for one store never answers with another's. The
 * seeded store 52 (EUR) beside a second one made here (GBP), removed afterwards.
 */
const OTHER = 9052
let payload: Payload
let otherId: number | undefined
let otherCardId: number | undefined

const firstProduct = async (storeId: number) => {
  const { products } = await listProducts(
    payload,
    storeId,
    'fr',
    {},
    {
      itemsPerPage: 1,
      page: 1,
    },
  )
  return products[0]!
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const other = await payload.create({
    collection: 'stores',
    context: { disableRevalidate: true },
    data: {
      ...frenchStore,
      storeId: OTHER,
      code: 'FACADE',
      // Hosts and card prefixes are one store's each.
      cardPrefix: '9999052',
      hosts: [],
      name: 'Boutique seconde',
      currency: 'GBP',
      fees: { ...frenchStore.fees, serviceFee: 1234 },
      mainLogo: await sharedMediaId(payload),
    },
  })
  otherId = other.id
  // Each store sells its own cards (issue 38): the second store gets one of its own.
  const { docs } = await payload.find({
    collection: 'products',
    where: { productType: { equals: 'giftcard' } },
    limit: 1,
    depth: 0,
  })
  const { title, digital, physical } = docs[0]!
  const image = await sharedMediaId(payload)
  const card = await payload.create({
    collection: 'products',
    context: { disableRevalidate: true },
    data: {
      title,
      slug: 'carte-seconde',
      productType: 'giftcard',
      image,
      digital,
      physical,
      store: otherId,
      meta: { robots: 'noindex' },
      _status: 'published',
    },
  })
  otherCardId = card.id
})

afterAll(async () => {
  if (otherCardId) {
    await payload.delete({
      collection: 'products',
      id: otherCardId,
      context: { disableRevalidate: true },
    })
  }
  if (otherId) {
    await payload.delete({
      collection: 'stores',
      id: otherId,
      context: { disableRevalidate: true },
    })
  }
  await payload.destroy()
})

describe('issue 37 point 2: the facades read for the store they are given', () => {
  it('keeps one store’s settings apart from another’s, read after read', async () => {
    expect((await cartSettings(payload, 52)).currency).toBe('EUR')
    const other = await cartSettings(payload, OTHER)
    expect(other).toMatchObject({ storeId: OTHER, currency: 'GBP' })
    expect(other.fees.serviceFee).toBe(1234)
    // Both are kept now: each read still answers its own store's row.
    expect(await storeCurrency(payload, 52)).toBe('EUR')
    expect((await cartSettings(payload, 52)).fees.serviceFee).not.toBe(1234)
    expect((await storeContact(payload, OTHER)).name).toBe('Boutique seconde')
    expect((await storeContact(payload, 52)).name).toBe(frenchStore.name)
  })

  it('drops only the changed store’s entry', async () => {
    await cartSettings(payload, 52)
    await cartSettings(payload, OTHER)
    await payload.update({
      collection: 'stores',
      id: otherId!,
      data: { currency: 'USD' },
      context: { disableRevalidate: true },
    })
    expect(await storeCurrency(payload, OTHER)).toBe('USD')
    expect(await storeCurrency(payload, 52)).toBe('EUR')
  })

  it('prices each store’s catalogue in its currency', async () => {
    const [ours, theirs] = [await firstProduct(52), await firstProduct(OTHER)]
    expect(theirs.id).not.toBe(ours.id)
    // Every amount the gateway shows of a product names its currency.
    const currencies = (product: typeof ours) =>
      new Set([...JSON.stringify(product).matchAll(/"currency":"(\w+)"/g)].map((match) => match[1]))
    expect(currencies(ours)).toEqual(new Set(['EUR']))
    expect(currencies(theirs)).toEqual(new Set(['USD']))
  })

  it('refuses a store that does not exist rather than answer another’s', async () => {
    await expect(cartSettings(payload, 9999)).rejects.toThrow('Store 9999 does not exist')
  })
})
