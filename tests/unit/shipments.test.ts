import { describe, expect, it } from 'vitest'

import { cardCount, shipmentsOf, shipmentTag } from '@/commerce/domain/cart'

import { alice, cartPackage, chloe, posted } from '../fixtures/cart-package'

const emailed = (receiver: typeof alice) => cartPackage({ deliveryMode: 'SINGLE', receiver })

describe('the shipment a package travels in', () => {
  it("is the buyer's own e-mail or envelope when nobody else receives it", () => {
    expect(shipmentTag(cartPackage())).toBe('buyer-digital')
    expect(shipmentTag(posted(2000, { deliveryMode: 'DEFAULT', receiver: null }))).toBe(
      'buyer-physical',
    )
  })

  it('is shared by packages for the same receiver', () => {
    const upper = { ...alice, email: 'Alice@Example.fr' }
    expect(shipmentTag(emailed(upper))).toBe(shipmentTag(emailed(alice)))
    expect(shipmentTag(posted(5000, { receiver: { ...chloe, street: 'Rue des lilas' } }))).toBe(
      shipmentTag(posted(2000)),
    )
  })

  it('differs for another receiver, another moment or another way of delivery', () => {
    const tags = new Set([
      shipmentTag(emailed(alice)),
      shipmentTag(emailed({ ...alice, email: 'bob@example.fr' })),
      shipmentTag(emailed({ ...alice, deliveryDate: '2026-12-24T09:00:00+01:00' })),
      shipmentTag(posted(2000)),
      shipmentTag(posted(2000, { receiver: { ...chloe, houseNumber: 14 } })),
      shipmentTag(cartPackage()),
    ])
    expect(tags.size).toBe(6)
  })

  it("does not show the receiver's address in the tag the page carries", () => {
    expect(shipmentTag(emailed(alice))).not.toMatch(/alice|example/i)
    expect(shipmentTag(posted(2000))).toMatch(/^physical-[0-9a-z]+$/)
  })
})

describe('the shipments of a cart', () => {
  it('group packages per receiver, in the order they were first added', () => {
    const forAlice = emailed(alice)
    const forChloe = posted(2000)
    const mine = cartPackage()
    const againAlice = emailed(alice)
    const shipments = shipmentsOf([forAlice, forChloe, mine, againAlice])
    expect(shipments.map((shipment) => [shipment.deliveryType, shipment.packages])).toEqual([
      ['DIGITAL', [forAlice, againAlice]],
      ['PHYSICAL', [forChloe]],
      ['DIGITAL', [mine]],
    ])
    expect(shipments[2]!.tag).toBe('buyer-digital')
  })

  it('count the cards of every package (the header count)', () => {
    expect(cardCount([])).toBe(0)
    expect(cardCount([cartPackage({ qty: 3 }), posted(2000, { qty: 2 })])).toBe(5)
  })
})
