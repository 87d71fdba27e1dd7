import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { seed } from '@/seed'

import type { PackageInput } from './cart-shopper'

export let payload: Payload
/** A card sold digital (10–150 €, any whole amount) and physical (20, 30, 50, 100, 150 €). */
export let card: string
export let apple: string
export let spare: string
export const packaging: Record<string, string> = {}

/** Seeds the store and finds the cards and packaging the cart tests use; live bindings fill in. */
export function setUpCartCatalogue(): void {
  beforeAll(async () => {
    payload = await getPayload({ config })
    await seed(payload)
    const { docs } = await payload.find({
      collection: 'products',
      where: {
        productType: { equals: 'giftcard' },
        appleType: { equals: false },
        'digital.hasFixedPrices': { equals: false },
        'physical.available': { equals: true },
        'store.storeId': { equals: 52 },
      },
      sort: 'title',
      limit: 2,
      depth: 0,
    })
    card = String(docs[0]!.id)
    spare = String(docs[1]!.id)
    const apples = await payload.find({
      collection: 'products',
      where: { appleType: { equals: true } },
      limit: 1,
    })
    apple = String(apples.docs[0]!.id)
    const options = await payload.find({
      collection: 'packaging-options',
      locale: 'fr',
      pagination: false,
    })
    for (const option of options.docs) packaging[option.title] = String(option.id)
  }, 300_000)

  afterAll(async () => {
    await payload.destroy()
  })
}

export const digital = (amount: number, more: Partial<PackageInput> = {}): PackageInput => ({
  productId: card,
  deliveryType: 'DIGITAL',
  amount,
  qty: 1,
  deliveryMode: 'DEFAULT',
  ...more,
})
export const physical = (amount: number, more: Partial<PackageInput> = {}): PackageInput => ({
  ...digital(amount, more),
  deliveryType: 'PHYSICAL',
  ...more,
})
export const alice = { name: 'Alice Martin', email: 'alice@example.fr' }
export const bob = { name: 'Bob Durand', email: 'bob@example.fr' }
export const address = {
  name: 'Chloé Petit',
  street: 'rue des Lilas',
  houseNumber: 12,
  postCode: '75011',
  city: 'Paris',
  countryCode: 'FR',
}
