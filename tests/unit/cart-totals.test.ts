import { describe, expect, it } from 'vitest'

import type { CartPackage } from '@/commerce/domain/cart'
import { cartTotals, type Fees } from '@/commerce/domain/totals'

import { alice, cartPackage, posted } from '../fixtures/cart-package'

/** The French store's fees: 1,50 € service, 1,95 € post, 8,95 € registered above 300 €, 20 % VAT. */
const fees: Fees = {
  serviceFee: 150,
  standardShipping: 195,
  registeredShipping: 895,
  registeredAbove: 30_000,
  vatRate: 2000,
}
const wrapper = { id: '1', title: 'Enveloppe dorée', price: 250 }
const packing = { id: '2', title: 'Boîte cadeau', price: 400 }
const forBuyer = { deliveryMode: 'DEFAULT', receiver: null } as const

type Row = [
  string,
  CartPackage[],
  { subTotal: number; shipping: number; grandTotal: number; withoutTax: number; extras: number },
]

// Gift cards carry no VAT: the VAT taken out of the grand total is the 20 % inside packaging,
// postage and the service fee only, rounded half up to the cent.
const carts: Row[] = [
  ['an empty cart', [], { subTotal: 0, shipping: 0, grandTotal: 0, withoutTax: 0, extras: 0 }],
  [
    'one 25 € e-mailed card',
    [cartPackage()],
    { subTotal: 2500, shipping: 0, grandTotal: 2650, withoutTax: 2625, extras: 0 },
  ],
  [
    'two e-mailed packages (one service fee)',
    [cartPackage(), cartPackage({ amount: 5000, qty: 2, receiver: alice, deliveryMode: 'SINGLE' })],
    { subTotal: 12_500, shipping: 0, grandTotal: 12_650, withoutTax: 12_625, extras: 0 },
  ],
  [
    'two posted cards, each wrapped and packed',
    [posted(5000, { qty: 2, wrapper, giftPacking: packing, ...forBuyer })],
    { subTotal: 11_300, shipping: 195, grandTotal: 11_645, withoutTax: 11_371, extras: 1300 },
  ],
  [
    'one posted 20 € card (VAT of 3,45 € is 0,575 €: 0,58 €)',
    [posted(2000)],
    { subTotal: 2000, shipping: 195, grandTotal: 2345, withoutTax: 2287, extras: 0 },
  ],
  [
    'exactly 300 € of cards in one envelope (standard mail)',
    [posted(15_000, { qty: 2 })],
    { subTotal: 30_000, shipping: 195, grandTotal: 30_345, withoutTax: 30_287, extras: 0 },
  ],
  [
    '320 € of cards for one receiver (registered mail)',
    [posted(10_000, { qty: 3 }), posted(2000)],
    { subTotal: 32_000, shipping: 895, grandTotal: 33_045, withoutTax: 32_871, extras: 0 },
  ],
  [
    '300 € of cards plus packing (packing does not make it registered)',
    [posted(15_000, { qty: 2, giftPacking: packing })],
    { subTotal: 30_800, shipping: 195, grandTotal: 31_145, withoutTax: 30_954, extras: 800 },
  ],
  [
    '200 € posted to a receiver and 200 € to the buyer (two envelopes, standard each)',
    [posted(20_000), posted(20_000, forBuyer)],
    { subTotal: 40_000, shipping: 390, grandTotal: 40_540, withoutTax: 40_450, extras: 0 },
  ],
  [
    '400 € e-mailed to a receiver (no postage)',
    [cartPackage({ amount: 10_000, qty: 4, receiver: alice, deliveryMode: 'SINGLE' })],
    { subTotal: 40_000, shipping: 0, grandTotal: 40_150, withoutTax: 40_125, extras: 0 },
  ],
]

describe('the totals of a cart, in cents', () => {
  it.each(carts)('%s', (_, packages, expected) => {
    const totals = cartTotals(packages, fees)
    expect({
      subTotal: totals.subTotal,
      shipping: totals.shippingTotal,
      grandTotal: totals.grandTotal,
      withoutTax: totals.grandTotalWithoutTax,
      extras: totals.extraMoney,
    }).toEqual(expected)
    expect(totals.serviceFee).toBe(packages.length > 0 ? 150 : 0)
  })

  it('lists postage per envelope, then the service fee once', () => {
    const totals = cartTotals(
      [posted(10_000, { qty: 4 }), posted(2000, forBuyer), cartPackage()],
      fees,
    )
    expect(totals.adjustments).toEqual([
      { adjustmentType: 'shipping', key: 'registeredShipping', price: 895 },
      { adjustmentType: 'shipping', key: 'standardShipping', price: 195 },
      { adjustmentType: 'serviceFee', key: 'serviceFee', price: 150 },
    ])
    expect(totals.shippingTotal).toBe(895 + 195)
  })

  it('counts e-mailed and posted cards apart, at their face value', () => {
    const totals = cartTotals(
      [cartPackage({ qty: 2, wrapper }), posted(5000, { giftPacking: packing })],
      fees,
    )
    expect(totals.digitalTotal).toEqual({ qty: 2, price: 5000 })
    expect(totals.physicalTotal).toEqual({ qty: 1, price: 5000 })
    expect(totals.extraMoney).toBe(2 * 250 + 400)
  })

  it('charges no service fee in a store without one', () => {
    const totals = cartTotals([cartPackage()], { ...fees, serviceFee: 0 })
    expect(totals.adjustments).toEqual([])
    expect(totals.grandTotal).toBe(2500)
    expect(totals.grandTotalWithoutTax).toBe(2500)
  })
})
