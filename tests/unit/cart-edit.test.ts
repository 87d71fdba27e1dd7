import { describe, expect, it } from 'vitest'

import type { CartPackage } from '@/commerce/client/cart-order'
import { packageInputOf, receiverOf, steppedInput } from '@/commerce/client/package-input'
import { packageInputSchema } from '@/commerce/domain/package'
import { quantityChangeEvent } from '@/components/analytics/cart-events'
import {
  inCart,
  receiversDropped,
  toPackageInput,
  valuesOf,
} from '@/commerce/widgets/configurator/form-values'

import { alice, bob, giftcard, home } from '../fixtures/configurator'

const eur = (value: number) => ({ currency: 'EUR', value })
const now = () => new Date('2026-11-27T10:00:00Z')
const at = '2026-12-24T08:00:00.000Z'

type Changes = Partial<Omit<CartPackage, 'giftcard'>> & {
  qty?: number
  variationType?: 'digital' | 'physical'
}

/** A package as the cart's fragment holds it: Bistrot Gourmand, 25 € a card. */
function cartPackage({ qty = 2, variationType = 'digital', ...changes }: Changes = {}) {
  const item: CartPackage = {
    id: '7f0c7a0e-8d1c-4b7a-9a51-3f1f0e2b9c11',
    deliveryMode: 'SINGLE',
    deliveryDate: at,
    deliveryAddress: {
      firstName: 'Alice Martin',
      email: 'alice@example.com',
      street: null,
      houseNumber: null,
      suffix: null,
      postCode: null,
      city: null,
      countryCode: null,
    },
    totalPrice: eur(qty * 2750),
    giftcard: {
      itemType: 'GIFTCARD',
      qty,
      variation: {
        id: `7:${variationType}:2500`,
        title: 'Bistrot Gourmand',
        sku: null,
        variationType,
        price: eur(2500),
        product: {
          id: '7',
          title: 'Bistrot Gourmand',
          productType: 'giftcard',
          path: 'bistrot-gourmand',
        },
      },
    },
    wrapper: { qty, variation: { id: 'packaging:3', title: 'Enveloppe dorée', price: eur(250) } },
    giftPacking: null,
    message: { text: 'Joyeux anniversaire !' },
  }
  return { ...item, ...changes }
}

const posted = cartPackage({
  variationType: 'physical',
  deliveryDate: null,
  deliveryAddress: {
    firstName: home.name,
    email: null,
    street: home.street,
    houseNumber: home.houseNumber,
    suffix: home.suffix,
    postCode: home.postCode,
    city: home.city,
    countryCode: 'FR',
  },
  giftPacking: { qty: 2, variation: { id: 'packaging:4', title: 'Boîte', price: eur(395) } },
})

describe('a cart package, back to the configuration it was added with', () => {
  it('holds the amount, version, wrapper, note, receiver and sending date, and passes the rules', () => {
    const input = packageInputOf(cartPackage())
    expect(input).toEqual({
      productId: '7',
      deliveryType: 'DIGITAL',
      amount: 2500,
      qty: 2,
      wrapperId: '3',
      giftPackingId: null,
      message: 'Joyeux anniversaire !',
      deliveryMode: 'SINGLE',
      receivers: [{ ...alice, deliveryDate: at }],
    })
    expect(packageInputSchema(now).safeParse(input).success).toBe(true)
  })

  it('gives a posted card its French address and its gift packing', () => {
    const input = packageInputOf(posted)!
    expect(input).toMatchObject({ deliveryType: 'PHYSICAL', giftPackingId: '4' })
    expect(input.receivers).toEqual([home])
    expect(packageInputSchema(now).safeParse(input).success).toBe(true)
  })

  it('sends the buyer’s own cards to the buyer, and a split-off card to its one receiver', () => {
    const own = packageInputOf(cartPackage({ deliveryMode: 'DEFAULT', deliveryAddress: null }))
    expect(own).toMatchObject({ deliveryMode: 'DEFAULT', receivers: null })
    const split = cartPackage({ deliveryMode: 'SPLIT', qty: 1 })
    expect(packageInputOf(split)).toMatchObject({ deliveryMode: 'SINGLE', qty: 1 })
    expect(receiverOf(split)).toEqual({ ...alice, deliveryDate: at })
  })

  it('is nothing to edit without its product', () => {
    const item = cartPackage()
    const orphan = {
      ...item,
      giftcard: { ...item.giftcard, variation: { ...item.giftcard.variation, product: null } },
    }
    expect(packageInputOf(orphan)).toBeNull()
  })
})

describe('the line’s − and +', () => {
  it('change the quantity by one card, the rest as it was', () => {
    expect(steppedInput(cartPackage(), 1)).toMatchObject({ qty: 3, receivers: [alice] })
    expect(steppedInput(cartPackage(), -1)).toMatchObject({ qty: 1, wrapperId: '3' })
  })

  it('stop at 1 and at 50 cards, the limits the rules check', () => {
    expect(steppedInput(cartPackage({ qty: 1 }), -1)).toBeNull()
    expect(steppedInput(cartPackage({ qty: 50 }), 1)).toBeNull()
    expect(steppedInput(cartPackage({ qty: 49 }), 1)).toMatchObject({ qty: 50 })
    const over = packageInputOf(cartPackage(), 51)
    expect(packageInputSchema(now).safeParse(over).error?.issues[0]?.message).toBe('qtyInvalid')
  })

  it('tell analytics of one card added or removed, with its share of the extras', () => {
    const item = cartPackage({ qty: 2 })
    expect(quantityChangeEvent(item, 1)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 27.5,
        items: [expect.objectContaining({ item_variant: 'digital', price: 25, quantity: 1 })],
      },
    })
    expect(quantityChangeEvent(item, -1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 27.5, items: [{ quantity: 1 }] },
    })
  })
})

describe('the configurator opened on a cart package', () => {
  it('shows it as it was and sends it back unchanged', () => {
    for (const item of [cartPackage(), posted]) {
      const input = packageInputOf(item)!
      const values = valuesOf(input)
      expect(values).toMatchObject({ withMessage: true, message: 'Joyeux anniversaire !' })
      expect(toPackageInput(values, giftcard)).toEqual(input)
    }
  })

  it('names the receivers a new mode or a lower quantity leaves without a card', () => {
    expect(receiversDropped([alice], 'DEFAULT', 2)).toEqual([alice])
    expect(receiversDropped([alice], 'SPLIT', 2)).toEqual([])
    expect(receiversDropped([alice, bob], 'SINGLE', 2)).toEqual([bob])
    expect(receiversDropped([alice, bob, home], 'SPLIT', 2)).toEqual([home])
    expect(receiversDropped([alice, bob], 'SPLIT', 3)).toEqual([])
  })
  it('asks before changing only the receivers the line had in the cart', () => {
    const cart = [{ ...alice, deliveryDate: at }]
    expect(inCart({ deliveryDate: at, email: alice.email, name: alice.name }, cart)).toBe(true)
    expect(inCart({ ...alice, deliveryDate: null }, [alice])).toBe(true)
    expect(inCart(alice, cart)).toBe(false)
    expect(inCart(bob, cart)).toBe(false)
    expect(inCart(home, [home])).toBe(true)
  })
})
