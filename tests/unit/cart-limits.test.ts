import { describe, expect, it } from 'vitest'

import { cartProblems } from '@/commerce/domain/cart-limits'

import { cartPackage, posted } from '../fixtures/cart-package'

const appleCard = (amount: number, qty = 1) => cartPackage({ appleType: true, amount, qty })
const codes = (...packages: Parameters<typeof cartProblems>[0]) =>
  cartProblems(packages).map((problem) => problem.code)

describe('the limits of a whole basket', () => {
  it('has nothing to say about an empty basket', () => {
    expect(cartProblems([])).toEqual([])
  })

  it('holds 50 cards, however split, and refuses the 51st (2030)', () => {
    expect(codes(cartPackage({ qty: 30 }), posted(2000, { qty: 20 }))).toEqual([])
    expect(cartProblems([cartPackage({ qty: 30 }), posted(2000, { qty: 21 })])).toEqual([
      { code: 2030, message: 'giftCardLimit' },
    ])
  })

  it('holds 500 € of Apple-type cards and refuses more (2015)', () => {
    expect(codes(appleCard(25_000, 2))).toEqual([])
    expect(codes(appleCard(25_000), appleCard(15_000), appleCard(10_000))).toEqual([])
    expect(cartProblems([appleCard(25_000, 2), appleCard(1000)])).toEqual([
      { code: 2015, message: 'appleOrderLimit' },
    ])
  })

  it('counts only the face value of Apple-type cards toward their limit', () => {
    const wrapper = { id: '1', title: 'Enveloppe', price: 500 }
    const otherCards = cartPackage({ amount: 15_000, qty: 10 })
    expect(
      codes(cartPackage({ appleType: true, amount: 25_000, qty: 2, wrapper }), otherCards),
    ).toEqual([])
  })

  it('names both limits when both are crossed', () => {
    expect(codes(appleCard(1000, 51))).toEqual([2030, 2015])
  })
})
