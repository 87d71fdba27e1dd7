import { describe, expect, it } from 'vitest'

import { productOrderOverview } from '@/commerce/widgets/configurator/order-overview'

const packaging = [
  { id: 'w1', title: 'Carte de vœux festive', price: 150 },
  { id: 'p1', title: 'Boîte cadeau', price: 395 },
  { id: 'w0', title: 'Enveloppe simple', price: 0 },
]

describe('the product order overview', () => {
  it('prices the cards, then each option per card, to the price summary’s total', () => {
    const overview = productOrderOverview(
      { amount: 5000, qty: 3, wrapperId: 'w1', giftPackingId: 'p1' },
      'Bistrot du Port',
      packaging,
    )
    expect(overview).toEqual({
      lines: [
        { kind: 'cards', title: 'Bistrot du Port', qty: 3, each: 5000, total: 15000 },
        { kind: 'wrapper', title: 'Carte de vœux festive', qty: 3, each: 150, total: 450 },
        { kind: 'giftPacking', title: 'Boîte cadeau', qty: 3, each: 395, total: 1185 },
      ],
      total: 16635,
    })
  })

  it('lists a free option at 0 and leaves out what is not chosen', () => {
    const overview = productOrderOverview(
      { amount: 2500, qty: 1, wrapperId: 'w0', giftPackingId: null },
      'Bistrot du Port',
      packaging,
    )
    expect(overview?.lines.map((line) => [line.kind, line.total])).toEqual([
      ['cards', 2500],
      ['wrapper', 0],
    ])
    expect(overview?.total).toBe(2500)
  })

  it('is unknown while the amount or the quantity is not a whole positive number', () => {
    for (const [amount, qty] of [
      [Number.NaN, 1],
      [2500, Number.NaN],
      [0, 1],
      [2500, 0],
    ]) {
      expect(productOrderOverview({ amount: amount!, qty: qty! }, 'X', packaging)).toBeNull()
    }
  })
})
