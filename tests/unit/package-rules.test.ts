import { describe, expect, it } from 'vitest'

import {
  type PackageInput,
  packageInputSchema,
  packageProblems,
  type PackageProduct,
} from '@/commerce/domain/package'
import type { VariationConfig } from '@/commerce/domain/prices'

import { alice, chloe } from '../fixtures/cart-package'

const now = () => new Date('2026-11-23T10:00:00+01:00')
const schema = packageInputSchema(now)

const bob = { name: 'Bob Durand', email: 'bob@example.fr' }

const base = {
  productId: '7',
  deliveryType: 'DIGITAL',
  amount: 2500,
  qty: 1,
  deliveryMode: 'DEFAULT',
}

/** The issues of an input as `path: message`, the way the form places them on its fields. */
const issues = (more: Record<string, unknown>) =>
  (schema.safeParse({ ...base, ...more }).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  )

describe('a package as the configurator sends it', () => {
  it('sends the cards to the buyer in DEFAULT mode, without receivers', () => {
    expect(issues({})).toEqual([])
    expect(issues({ receivers: [] })).toEqual([])
    expect(issues({ receivers: [alice] })).toEqual(['receivers: receiversCount'])
  })

  it('names exactly one receiver in SINGLE mode', () => {
    expect(issues({ deliveryMode: 'SINGLE', qty: 3, receivers: [alice] })).toEqual([])
    expect(issues({ deliveryMode: 'SINGLE' })).toEqual(['receivers: receiversCount'])
    expect(issues({ deliveryMode: 'SINGLE', receivers: [alice, bob] })).toEqual([
      'receivers: receiversCount',
    ])
  })

  it('names one receiver per card in SPLIT mode, which needs two cards or more', () => {
    expect(issues({ deliveryMode: 'SPLIT', qty: 2, receivers: [alice, bob] })).toEqual([])
    expect(issues({ deliveryMode: 'SPLIT', qty: 3, receivers: [alice, bob] })).toEqual([
      'receivers: receiversCount',
    ])
    expect(issues({ deliveryMode: 'SPLIT', qty: 1, receivers: [alice] })).toEqual([
      'receivers: receiversCount',
    ])
  })

  it('checks each receiver for its delivery type, pointing at the receiver and field', () => {
    const split = { deliveryMode: 'SPLIT', qty: 2 }
    expect(issues({ ...split, receivers: [alice, { ...bob, email: 'bob@' }] })).toEqual([
      'receivers.1.email: emailInvalid',
    ])
    // A postal address is no digital receiver, and an e-mail address no physical one.
    expect(issues({ ...split, receivers: [alice, chloe] })).toEqual([
      'receivers.1.email: emailRequired',
    ])
    // Missing fields answer the keys of empty ones, never zod's English text.
    expect(issues({ ...split, deliveryType: 'PHYSICAL', receivers: [chloe, alice] })).toEqual([
      'receivers.1.street: streetRequired',
      'receivers.1.houseNumber: houseNumberRequired',
      'receivers.1.postCode: postCodeRequired',
      'receivers.1.city: cityRequired',
      'receivers.1.countryCode: countryRequired',
    ])
    expect(
      issues({
        ...split,
        deliveryType: 'PHYSICAL',
        receivers: [chloe, { ...chloe, postCode: '99000', name: ' ' }],
      }),
    ).toEqual(['receivers.1.name: nameRequired', 'receivers.1.postCode: postCodeInvalid'])
  })

  it('schedules a digital card from now to a year ahead', () => {
    const at = (deliveryDate: string) =>
      issues({ deliveryMode: 'SINGLE', receivers: [{ ...alice, deliveryDate }] })
    expect(at('2026-12-24T09:00:00+01:00')).toEqual([])
    expect(at('2026-11-22T09:00:00+01:00')).toEqual(['receivers.0.deliveryDate: deliveryDateRange'])
    expect(at('2027-12-24T09:00:00+01:00')).toEqual(['receivers.0.deliveryDate: deliveryDateRange'])
    expect(at('demain')).toEqual(['receivers.0.deliveryDate: deliveryDateInvalid'])
  })

  it('offers gift packing with posted cards only', () => {
    expect(issues({ giftPackingId: '3' })).toEqual(['giftPackingId: giftPackingPhysical'])
    expect(issues({ deliveryType: 'PHYSICAL', giftPackingId: '3' })).toEqual([])
    expect(issues({ wrapperId: '2' })).toEqual([])
  })

  it('refuses quantities, amounts, ids and notes that cannot be', () => {
    expect(issues({ qty: 0 })).toEqual(['qty: qtyInvalid'])
    expect(issues({ qty: 51 })).toEqual(['qty: qtyInvalid'])
    expect(issues({ amount: 25.5 })).toEqual(['amount: amountWhole'])
    expect(issues({ productId: '7; drop table' })).toEqual(['productId: idInvalid'])
    expect(issues({ message: ' ' })).toEqual(['message: noteEmpty'])
    expect(issues({ message: null })).toEqual([])
  })
})

const custom = (min: number, max: number): VariationConfig => ({
  available: true,
  hasFixedPrices: false,
  pricesToShow: [],
  minPrice: min,
  maxPrice: max,
})
const fixed = (...prices: number[]): VariationConfig => ({
  available: true,
  hasFixedPrices: true,
  pricesToShow: prices,
  minPrice: null,
  maxPrice: null,
})
const unavailable: VariationConfig = { ...custom(100, 100), available: false }

const giftcard: PackageProduct = {
  productType: 'giftcard',
  appleType: false,
  digital: custom(1000, 15_000),
  physical: fixed(2000, 3000, 5000),
}
const apple: PackageProduct = { ...giftcard, appleType: true, digital: custom(100, 100_000) }
const donation: PackageProduct = {
  productType: 'donation',
  appleType: false,
  digital: custom(100, 50_000),
  physical: unavailable,
}
const blankPack: PackageProduct = {
  productType: 'blankGiftCardPack',
  appleType: false,
  digital: unavailable,
  physical: fixed(2000),
}

const input = (more: Partial<PackageInput> = {}) => schema.parse({ ...base, ...more })
const problems = (more: Partial<PackageInput>, product: PackageProduct) =>
  packageProblems(input(more), product).map((issue) => ({ ...issue, path: issue.path.join('.') }))

describe('what a package may hold for its product', () => {
  it('needs a delivery type the product is sold in, and says only that', () => {
    const physical = { ...giftcard, physical: unavailable }
    expect(problems({ deliveryType: 'PHYSICAL', amount: 1 }, physical)).toEqual([
      { message: 'deliveryTypeUnavailable', path: 'deliveryType' },
    ])
  })

  it('takes a listed amount when prices are fixed', () => {
    expect(problems({ deliveryType: 'PHYSICAL', amount: 3000 }, giftcard)).toEqual([])
    expect(problems({ deliveryType: 'PHYSICAL', amount: 4000 }, giftcard)).toEqual([
      { message: 'amountFixed', path: 'amount' },
    ])
  })

  it('takes a whole amount between the bounds when the buyer chooses it', () => {
    expect(problems({ amount: 1000 }, giftcard)).toEqual([])
    expect(problems({ amount: 15_000 }, giftcard)).toEqual([])
    expect(problems({ amount: 900 }, giftcard)).toEqual([
      { message: 'amountRange', path: 'amount', params: { min: 1000, max: 15_000 } },
    ])
    expect(problems({ amount: 2550 }, giftcard)).toEqual([
      { message: 'amountWhole', path: 'amount' },
    ])
  })

  it('keeps Apple-type cards between 10 and 250 € whatever the product allows', () => {
    expect(problems({ amount: 1000 }, apple)).toEqual([])
    expect(problems({ amount: 25_000 }, apple)).toEqual([])
    const range = { message: 'amountRange', path: 'amount', params: { min: 1000, max: 25_000 } }
    expect(problems({ amount: 500 }, apple)).toEqual([range])
    expect(problems({ amount: 26_000 }, apple)).toEqual([range])
  })

  it('gives wrappers, packing, notes and receivers to gift cards only', () => {
    const extras = { wrapperId: '2', message: 'Merci !' }
    const single = { deliveryMode: 'SINGLE' as const, receivers: [alice] }
    expect(problems({ ...extras, ...single }, giftcard)).toEqual([])
    expect(problems({ amount: 1000 }, donation)).toEqual([])
    expect(problems({ amount: 1000, ...extras, ...single }, donation)).toEqual([
      { message: 'optionUnavailable', path: 'wrapperId' },
      { message: 'optionUnavailable', path: 'message' },
      { message: 'optionUnavailable', path: 'deliveryMode' },
    ])
  })

  it('sells blank card packs by post, bare and to the buyer', () => {
    const pack = { deliveryType: 'PHYSICAL' as const, amount: 2000 }
    expect(problems(pack, blankPack)).toEqual([])
    expect(problems({ ...pack, giftPackingId: '3' }, blankPack)).toEqual([
      { message: 'optionUnavailable', path: 'giftPackingId' },
    ])
    const split = { deliveryMode: 'SPLIT' as const, qty: 2 }
    const receivers = [chloe, { ...chloe, name: 'Denis Petit' }]
    expect(problems({ ...pack, ...split, receivers }, blankPack)).toEqual([
      { message: 'optionUnavailable', path: 'deliveryMode' },
    ])
    expect(problems({ amount: 2000 }, blankPack)).toEqual([
      { message: 'deliveryTypeUnavailable', path: 'deliveryType' },
    ])
  })
})
