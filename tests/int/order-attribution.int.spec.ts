import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { buyer, customAmountCardId } from './checkout-buyer'

let payload: Payload
let card: string

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  card = await customAmountCardId(payload)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** A guest on `pathname` with one 25 € e-card, who places the order with `more` input. */
async function placeFrom(pathname: string, more: Record<string, unknown> = {}) {
  const shopper = buyer({ 'x-pathname': pathname })
  await shopper.add({
    productId: card,
    deliveryType: 'DIGITAL',
    amount: 2500,
    qty: 1,
    deliveryMode: 'DEFAULT',
  })
  const placed = await shopper.place(more)
  expect(placed.errors).toEqual([])
  const { docs } = await payload.find({
    collection: 'orders',
    where: { uuid: { equals: placed.orderUuid } },
    depth: 0,
  })
  return docs[0]!
}

const click = {
  param: 'gclid',
  value: 'EAIaIQobChMI-abc_123',
  capturedAt: '2026-11-20T10:00:00.000Z',
}

describe('an order records where it came from', () => {
  it('keeps the page of the placing call (spec §7 x-pathname)', async () => {
    const order = await placeFrom('/nl/bestellen/')
    expect(order.placedFrom).toBe('/nl/bestellen/')
    expect(order.clickId).toBeNull()
  })

  it('keeps the ad click the browser sent with the order', async () => {
    const order = await placeFrom('/paiement/', { clickId: click })
    expect(order.placedFrom).toBe('/paiement/')
    expect(order.clickId).toEqual(click)
  })

  it('places the order all the same, without what is not a path or a click id', async () => {
    const order = await placeFrom('https://elsewhere.example/', {
      clickId: { ...click, param: 'utm_source' },
    })
    expect(order.placedFrom).toBeNull()
    expect(order.clickId).toBeNull()
  })
})
