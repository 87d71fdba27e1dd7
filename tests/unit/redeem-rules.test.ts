import { describe, expect, it } from 'vitest'

import { allocateRedeemPayments } from '@/commerce/domain/redeem/redeem-payments'
import {
  isExchangeable,
  redeemAmountBounds,
  redeemAmountProblem,
  type RedeemProductRules,
  remainingBelowMinimum,
  splitRedeemAmount,
} from '@/commerce/domain/redeem/redeem-rules'

const custom = (min: number, max: number) => ({
  available: true,
  hasFixedPrices: false,
  pricesToShow: [],
  minPrice: min,
  maxPrice: max,
})
const fixed = (...prices: number[]) => ({
  available: true,
  hasFixedPrices: true,
  pricesToShow: prices,
  minPrice: null,
  maxPrice: null,
})
const unavailable = { ...fixed(), available: false }

const card: RedeemProductRules = {
  productType: 'giftcard',
  multiBrand: false,
  published: true,
  digital: custom(1000, 15000),
  physical: fixed(2000, 5000, 10000),
  minimumRemainingBalance: null,
  minimumAvailableCustomAmount: null,
  maximumAvailableCustomAmount: null,
}

describe('what a card can be exchanged for', () => {
  it.each([
    ['a published gift card', card, true],
    ['a choice card', { ...card, multiBrand: true }, false],
    ['a draft', { ...card, published: false }, false],
    ['a donation', { ...card, productType: 'donation' as const }, true],
    ['a blank card pack', { ...card, productType: 'blankGiftCardPack' as const }, false],
  ])('%s → %s', (_, product, expected) => {
    expect(isExchangeable(product)).toBe(expected)
  })
})

describe('the value of one chosen card', () => {
  it.each([
    ['digital, defaults', card, 'DIGITAL', { min: 1000, max: 15000 }],
    ['physical: the highest fixed price', card, 'PHYSICAL', { min: 1000, max: 10000 }],
    [
      'the redeem data wins',
      { ...card, minimumAvailableCustomAmount: 2500, maximumAvailableCustomAmount: 50000 },
      'DIGITAL',
      { min: 2500, max: 50000 },
    ],
    ['a type not sold', { ...card, physical: unavailable }, 'PHYSICAL', null],
  ] as const)('%s', (_, product, type, expected) => {
    expect(redeemAmountBounds(product, type)).toEqual(expected)
  })

  it.each([
    [card, 'DIGITAL', 1000, null],
    [card, 'DIGITAL', 15000, null],
    [card, 'PHYSICAL', 3500, null],
    [card, 'DIGITAL', 900, { card: 'redeemMinimumValue', amount: 1000 }],
    [card, 'DIGITAL', 1050, { validation: 'amountWhole' }],
    [card, 'DIGITAL', 15100, { validation: 'amountRange', params: { min: 1000, max: 15000 } }],
    [{ ...card, multiBrand: true }, 'DIGITAL', 2000, { card: 'cardNotAvailableForRedeem' }],
    [{ ...card, physical: unavailable }, 'PHYSICAL', 2000, { card: 'cardNotAvailableForRedeem' }],
    [{ ...card, maximumAvailableCustomAmount: 50000 }, 'DIGITAL', 40000, null],
  ] as const)('%#: %s %i → %o', (product, type, amount, expected) => {
    expect(redeemAmountProblem(product, type, amount)).toEqual(expected)
  })
})

describe('amounts above 150 € become several cards', () => {
  it.each([
    [10000, [{ amount: 10000, qty: 1 }]],
    [15000, [{ amount: 15000, qty: 1 }]],
    [30000, [{ amount: 15000, qty: 2 }]],
    [
      40000,
      [
        { amount: 15000, qty: 2 },
        { amount: 10000, qty: 1 },
      ],
    ],
    [
      30500,
      [
        { amount: 15000, qty: 1 },
        { amount: 14500, qty: 1 },
        { amount: 1000, qty: 1 },
      ],
    ],
    [
      16000,
      [
        { amount: 15000, qty: 1 },
        { amount: 1000, qty: 1 },
      ],
    ],
  ])('%i cents', (amount, pieces) => {
    const split = splitRedeemAmount(amount)
    expect(split).toEqual(pieces)
    expect(split.reduce((sum, piece) => sum + piece.amount * piece.qty, 0)).toBe(amount)
  })
})

describe('the balance left on the cards', () => {
  it.each([
    [0, [2000], null],
    [500, [], null],
    [500, [null, 0], null],
    [500, [1000], 1000],
    [1000, [1000], null],
    [1500, [500, 2000], 2000],
  ])('%i left with minimums %o → %o', (remaining, minimums, expected) => {
    expect(remainingBelowMinimum(remaining, minimums)).toBe(expected)
  })
})

describe('what the cards pay and what is left to pay', () => {
  const a = { id: 1, lastFour: '1111', balance: 10000 }
  const b = { id: 2, lastFour: '2222', balance: 3000 }
  it.each([
    ['one card covers it', [a], 4000, [4000], 0, 6000],
    ['a shortfall', [a], 13000, [10000], 3000, 0],
    ['two cards in the order added', [b, a], 5000, [3000, 2000], 0, 8000],
    ['nothing chosen', [a, b], 0, [0, 0], 0, 13000],
    ['no card', [], 2500, [], 2500, 0],
    ['an emptied card pays nothing', [{ ...b, balance: 0 }, a], 500, [0, 500], 0, 9500],
  ])('%s', (_, sources, total, values, amountToPay, remaining) => {
    const allocation = allocateRedeemPayments(sources, total)
    expect(allocation.payments.map((payment) => payment.value)).toEqual(values)
    expect(allocation.amountToPay).toBe(amountToPay)
    expect(allocation.remainingBalance).toBe(remaining)
  })
})
