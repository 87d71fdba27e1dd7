import { describe, expect, it } from 'vitest'

import { type CartPackage, shipmentsOf } from '@/commerce/domain/cart'
import { type Fees, goesRegistered } from '@/commerce/domain/totals'

import { alice, cartPackage, posted } from '../fixtures/cart-package'

const fees: Fees = {
  serviceFee: 150,
  standardShipping: 195,
  registeredShipping: 895,
  registeredAbove: 30_000,
  vatRate: 2000,
}
const box = { id: '2', title: 'Boîte cadeau', price: 400 }
const wine = { id: '9', title: 'Coffret et bouteille de vin', price: 1500, withWine: true }
const forBuyer = { deliveryMode: 'DEFAULT', receiver: null } as const

/** Spec §9: registered mail by default above 300 euros or with wine, per posted shipment. */
const rows: [string, CartPackage[], boolean[]][] = [
  ['a 20 € posted card', [posted(2000)], [false]],
  ['exactly 300 € of posted cards', [posted(15_000, { qty: 2 })], [false]],
  ['300,01 € of posted cards', [posted(30_001)], [true]],
  ['a 20 € posted card with wine', [posted(2000, { giftPacking: wine, ...forBuyer })], [true]],
  ['a 20 € posted card in a box without wine', [posted(2000, { giftPacking: box })], [false]],
  ['a wrapper that holds wine', [posted(2000, { wrapper: wine, ...forBuyer })], [true]],
  [
    'a cart kept before wine was known (no withWine)',
    [posted(2000, { giftPacking: { id: '2', title: 'Boîte cadeau', price: 400 } })],
    [false],
  ],
  [
    'wine in one shipment leaves the other one standard',
    [posted(2000, { giftPacking: wine, ...forBuyer }), posted(2000)],
    [true, false],
  ],
  ['e-mailed cards never go by post', [cartPackage({ amount: 50_000, receiver: alice })], [false]],
]

describe('registered mail (spec §9)', () => {
  it.each(rows)('%s', (_, packages, expected) => {
    expect(shipmentsOf(packages).map((shipment) => goesRegistered(shipment, fees))).toEqual(
      expected,
    )
  })
})
