import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { cartQuantityCount } from '@/commerce/client/cart-count'
import { errorText, GATEWAY_ERROR_KEYS } from '@/commerce/client/gateway-errors'
import { cartErrorCodes } from '@/commerce/domain/cart-errors'
import {
  cartCountSnapshot,
  publishCartCount,
  subscribeCartCount,
} from '@/commerce/client/cart-signal'
import { isBuyerShipment } from '@/commerce/domain/shipment-tag'
import { removeFromCartEvent, viewCartEvent } from '@/components/analytics/cart-events'
import { cartTexts } from '@/commerce/widgets/cart/texts'
import { cartMessages } from '@/commerce/widgets/cart/messages'
import { lineExtras, lineMessages } from '@/commerce/client/cart-order'
import { totalsRows } from '@/components/totals/totals'
import { cartCount, fetchCartCount } from '@/components/header/cart-count-request'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

import { cartLines, cartOrder, filledOrder } from '../fixtures/cart'

const quantityOrder = (qtys: number[][]) => ({
  id: 'order-1',
  shipments: qtys.map((packages) => ({
    packages: packages.map((qty) => ({ giftcard: { qty, variation: { id: 'v' } } })),
  })),
  packagesGroups: [],
})

describe('the header count', () => {
  it('sums the gift cards of every package of every shipment', () => {
    expect(cartQuantityCount(quantityOrder([[2, 1], [1]]))).toBe(4)
  })

  it('is 0 without a cart or without packages', () => {
    expect(cartQuantityCount(null)).toBe(0)
    expect(cartQuantityCount(quantityOrder([]))).toBe(0)
  })
})

describe("the cart's count store (issue 37 point 5)", () => {
  it("tells its listeners each change answer's count, none for no cart, until they stop", () => {
    const seen: (number | null)[] = []
    const stop = subscribeCartCount(() => seen.push(cartCountSnapshot()))
    publishCartCount({ itemsQty: 3 })
    publishCartCount(null)
    stop()
    publishCartCount({ itemsQty: 5 })
    expect(seen).toEqual([3, 0])
    expect(cartCountSnapshot()).toBe(5)
  })
})

describe('the header count request', () => {
  let answer: unknown = null
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ data: { cartQuantity: answer } }))
  })
  const source = {
    locale: 'fr' as const,
    storeID: 52,
    countryCode: 'FR',
    labelMessage: fr.Cart.label,
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    vi.stubGlobal('window', { location: { origin } })
  })
  afterAll(() => {
    vi.unstubAllGlobals()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('reads cartQuantity and names the link with the count', async () => {
    answer = { order: quantityOrder([[2], [1]]), errors: [] }
    expect(await fetchCartCount(source)).toEqual({ count: 3, label: 'Panier, 3 articles' })
    answer = { order: quantityOrder([[1]]), errors: [] }
    expect(await fetchCartCount(source)).toEqual({ count: 1, label: 'Panier, 1 article' })
    answer = { order: null, errors: [] }
    expect(await fetchCartCount(source)).toEqual({ count: 0, label: 'Panier' })
  })

  it('names the link for a count a change answered, without asking', () => {
    expect(cartCount(source, 2)).toEqual({ count: 2, label: 'Panier, 2 articles' })
    expect(cartCount(source, 0)).toEqual({ count: 0, label: 'Panier' })
  })

  it('answers null when the gateway reports errors, so the header keeps its count', async () => {
    answer = { order: null, errors: [{ message: 'x', code: -1, referencedRequestParameter: null }] }
    expect(await fetchCartCount(source)).toBeNull()
  })
})

describe('the cart analytics', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('view_cart carries every package, the total in units and the cards as items', () => {
    const event = viewCartEvent(filledOrder)
    expect(event).toMatchObject({
      event: 'view_cart',
      ecommerce: { currency: 'EUR', value: 149.9 },
    })
    expect(event && 'ecommerce' in event ? event.ecommerce.items : []).toEqual([
      {
        item_id: 'cinema-lumiere',
        item_name: 'Cinéma Lumière',
        item_variant: 'digital',
        price: 25,
        currency: 'EUR',
        quantity: 2,
      },
      expect.objectContaining({ item_id: 'spa-serenite', price: 50, quantity: 1 }),
      expect.objectContaining({ item_id: 'bistrot-gourmand', item_variant: 'physical' }),
    ])
  })

  it('sends no view_cart for an empty cart', () => {
    expect(viewCartEvent(cartOrder([]))).toBeNull()
  })

  it("remove_from_cart carries the removed line's cards, worth the line's total", () => {
    const camille = filledOrder.packagesGroups[2]!
    expect(removeFromCartEvent(filledOrder, camille)).toEqual({
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'EUR',
        value: 46.45,
        items: [expect.objectContaining({ item_id: 'bistrot-gourmand', price: 40, quantity: 1 })],
      },
    })
  })
})

describe('a cart line', () => {
  it("is the buyer's own when its shipment is", () => {
    expect(isBuyerShipment('buyer-physical')).toBe(true)
    expect(isBuyerShipment('digital-1x2y3z')).toBe(false)
  })

  it('names the wrappers and gift packing of its packages, once each', () => {
    const [alice, , camille] = filledOrder.packagesGroups
    expect(lineExtras(filledOrder, camille!)).toEqual(['Enveloppe dorée', 'Boîte cadeau'])
    expect(lineExtras(filledOrder, alice!)).toEqual([])
  })

  it('shows the personal messages of its packages as typed, once each, and none when blank', () => {
    const [alice, bruno] = filledOrder.packagesGroups
    expect(lineMessages(filledOrder, bruno!)).toEqual([
      'Joyeux anniversaire Bruno !\nProfite bien de ce moment de détente.',
    ])
    expect(lineMessages(filledOrder, alice!)).toEqual([])
    const note = '<b>Pour toi</b>\n& les tiens'
    const twoPackages = cartOrder([
      { ...cartLines[0]!, message: note },
      { ...cartLines[0]!, message: '   ' },
      { ...cartLines[0]!, message: note },
      { ...cartLines[0]!, message: 'Bises' },
    ])
    const group = {
      ...twoPackages.packagesGroups[0]!,
      packageIds: ['package-1', 'package-2', 'package-3', 'package-4'],
    }
    expect(lineMessages(twoPackages, group)).toEqual([note, 'Bises'])
  })
})

describe('the cart summary', () => {
  it('lists cards by delivery type, extras, subtotal, each adjustment, then the total', () => {
    expect(totalsRows(filledOrder).map((row) => [row.kind, row.amount.value])).toEqual([
      ['digital', 10_000],
      ['physical', 4_000],
      ['extras', 645],
      ['subTotal', 14_645],
      ['shipping', 195],
      ['serviceFee', 150],
      ['grandTotal', 14_990],
    ])
    expect(totalsRows(filledOrder)[0]).toMatchObject({ qty: 3 })
    expect(totalsRows(filledOrder)[4]).toMatchObject({ title: 'Frais d’envoi' })
  })

  it('leaves out what the cart does not hold', () => {
    const digital = cartOrder(cartLines.filter((line) => line.deliveryType === 'DIGITAL'))
    expect(totalsRows(digital).map((row) => row.kind)).toEqual([
      'digital',
      'subTotal',
      'serviceFee',
      'grandTotal',
    ])
  })
})

describe('the cart texts', () => {
  const labels = cartTexts('fr', 'fr-FR', cartMessages(fr))

  it('name what a delete button deletes, and count cards in French', () => {
    expect(labels.deleteFor('Alice', false)).toBe('Supprimer les cartes pour Alice')
    expect(labels.deleteFor('Pour vous, par la poste', true)).toBe(
      'Supprimer vos cartes\u202f: Pour vous, par la poste',
    )
    expect(labels.deleteModal.text('Alice', false)).toBe(
      'Les cartes pour Alice seront retirées de votre panier.',
    )
    expect(labels.cards('DIGITAL', 2)).toBe('2 cartes digitales, par e-mail')
    expect(labels.cards('PHYSICAL', 1)).toBe('1 carte physique, par courrier')
    expect(labels.money({ currency: 'EUR', value: 14_990 })).toBe('149,90\u00a0€')
  })

  it("translate the gateway's cart errors, and carry no other Validation text", () => {
    expect(labels.validation('outOfStock')).toBe(fr.Validation.outOfStock)
    for (const [key, code] of Object.entries(cartErrorCodes)) {
      const text = errorText({ code, message: '' }, labels.validation)
      expect(text, key).toBe(fr.Validation[key as keyof typeof fr.Validation])
    }
    expect(Object.keys(cartMessages(fr).Validation).sort()).toEqual([...GATEWAY_ERROR_KEYS].sort())
  })

  it('exist in French, English and Dutch alike', () => {
    const keys = Object.keys(fr.Cart).sort()
    expect(Object.keys(en.Cart).sort()).toEqual(keys)
    expect(Object.keys(nl.Cart).sort()).toEqual(keys)
    expect(cartTexts('nl', 'nl-NL', cartMessages(nl)).deleteFor('Alice', false)).toBe(
      'Verwijder de kaarten voor Alice',
    )
  })
})
