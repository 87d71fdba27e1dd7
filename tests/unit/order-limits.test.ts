import { describe, expect, it } from 'vitest'

import type { CartPackage } from '@/commerce/domain/cart'
import { ORDER_LIMITS, orderLimitViolations } from '@/commerce/domain/order-limits'

import { cartPackage, posted } from '../fixtures/cart-package'

const apple = (amount: number, qty = 1) => cartPackage({ appleType: true, amount, qty })
const card = (amount: number, qty = 1) => cartPackage({ amount, qty })
const donation = (amount: number) => cartPackage({ productType: 'donation', amount })
const wrapper = { id: '1', title: 'Enveloppe', price: 500 }
const codes = (packages: CartPackage[]) => orderLimitViolations(packages).map((v) => v.code)

describe('the caps of one order, whatever builds it', () => {
  it('are the spec’s: 50 cards, 500 € of Apple-type cards', () => {
    expect(ORDER_LIMITS).toEqual({ cards: 50, appleTypeValue: 50_000 })
  })

  it.each<[string, CartPackage[], number[]]>([
    ['an empty order', [], []],
    ['50 cards in one package', [card(1000, 50)], []],
    ['50 cards however split', [card(1000, 30), posted(2000, { qty: 20 })], []],
    ['a 51st card in its own package', [card(1000, 50), card(1000)], [2030]],
    ['51 cards in one package', [card(1000, 51)], [2030]],
    ['51 packages of one card', Array.from({ length: 51 }, () => card(1000)), [2030]],
    ['a donation beside 49 cards', [card(1000, 49), donation(500)], []],
    ['a donation as the 51st', [card(1000, 50), donation(500)], [2030]],
    ['2 × 250 € Apple-type', [apple(25_000, 2)], []],
    [
      '500 € of Apple-type split in cards of 150 € and less',
      [apple(15_000, 2), apple(10_000, 2)],
      [],
    ],
    ['1 cent over 500 € Apple-type', [apple(25_000), apple(24_999), apple(2)], [2015]],
    ['2 × 250 € then 10 € Apple-type', [apple(25_000, 2), apple(1000)], [2015]],
    ['2 × 250 € Apple-type and other cards', [apple(25_000, 2), card(15_000, 10)], []],
    ['2 × 250 € Apple-type with wrappers', [{ ...apple(25_000, 2), wrapper }], []],
    ['both caps crossed', [apple(1000, 51)], [2030, 2015]],
  ])('%s → %j', (_, packages, expected) => {
    expect(codes(packages)).toEqual(expected)
  })

  it('names each cap by its Validation message', () => {
    expect(orderLimitViolations([apple(1000, 51)])).toEqual([
      { code: 2030, message: 'giftCardLimit' },
      { code: 2015, message: 'appleOrderLimit' },
    ])
  })

  it('applies the caps it is given, at their boundary', () => {
    const limits = { cards: 2, appleTypeValue: 2000 }
    expect(orderLimitViolations([apple(1000, 2)], limits)).toEqual([])
    expect(orderLimitViolations([apple(1000, 2), card(1000)], limits).map((v) => v.code)).toEqual([
      2030,
    ])
    expect(orderLimitViolations([apple(2001)], limits).map((v) => v.code)).toEqual([2015])
  })
})
