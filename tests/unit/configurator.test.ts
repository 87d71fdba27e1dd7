import { describe, expect, it } from 'vitest'

import { addToCartEvent } from '@/commerce/widgets/configurator/analytics'
import { amountBounds } from '@/commerce/widgets/configurator/bounds'
import {
  centsOf,
  defaultValues,
  eurosText,
  toPackageInput,
} from '@/commerce/widgets/configurator/form-values'
import { deliveryOverview } from '@/commerce/widgets/configurator/overview'
import { configurationPrice } from '@/commerce/widgets/configurator/price'
import { fieldOfParameter } from '@/commerce/widgets/configurator/server-errors'
import { errorMessage } from '@/commerce/widgets/configurator/texts'
import { fill } from '@/i18n/fill'
import { SERVER_ERROR } from '@/components/form/field-text'
import fr from '@/i18n/messages/fr'

import { alice, bob, giftcard, home, values } from '../fixtures/configurator'

const packaging = [
  { id: '3', kind: 'WRAPPER' as const, title: 'Enveloppe dorée', price: 250 },
  { id: '4', kind: 'GIFT_PACKING' as const, title: 'Boîte cadeau', price: 395 },
].map((option) => ({ ...option, description: null, image: null }))

describe('the package a configuration describes', () => {
  it('starts digital, one card, nothing chosen but a lone fixed price', () => {
    expect(defaultValues(giftcard)).toMatchObject({ deliveryType: 'DIGITAL', amount: null, qty: 1 })
    const pack = { ...giftcard, digital: { ...giftcard.digital, available: false } }
    const lone = { ...pack, physical: { ...pack.physical, pricesToShow: [1500] } }
    expect(defaultValues(lone)).toMatchObject({ deliveryType: 'PHYSICAL', amount: 1500 })
  })

  it('sends the note only when switched on, gift packing only around posted cards', () => {
    const draft = values({ message: 'Joyeux anniversaire', giftPackingId: '4', wrapperId: '3' })
    expect(toPackageInput(draft, giftcard)).toMatchObject({
      productId: '7',
      message: null,
      giftPackingId: null,
      wrapperId: '3',
      receivers: null,
    })
    const posted = { ...draft, deliveryType: 'PHYSICAL' as const, withMessage: true }
    expect(toPackageInput(posted, giftcard)).toMatchObject({
      message: 'Joyeux anniversaire',
      giftPackingId: '4',
    })
  })

  it('sends as many receivers as the mode takes, and keeps the others in the form', () => {
    const receivers = [alice, bob, { ...alice, name: 'Eve' }]
    const single = toPackageInput(values({ deliveryMode: 'SINGLE', receivers }), giftcard)
    expect(single.receivers).toEqual([alice])
    const split = toPackageInput(values({ deliveryMode: 'SPLIT', qty: 2, receivers }), giftcard)
    expect(split.receivers).toEqual([alice, bob])
    expect(toPackageInput(values({ receivers }), giftcard).receivers).toBeNull()
  })

  it('makes a donation an amount and a quantity for the buyer', () => {
    const donation = { ...giftcard, productType: 'donation' as const }
    const draft = values({
      wrapperId: '3',
      withMessage: true,
      message: 'Merci',
      deliveryMode: 'SPLIT',
    })
    expect(toPackageInput(draft, donation)).toMatchObject({
      wrapperId: null,
      message: null,
      deliveryMode: 'DEFAULT',
      receivers: null,
    })
  })

  it('reads typed euros as cents, refusing what is no number', () => {
    expect(centsOf('25')).toBe(2500)
    expect(centsOf(' 1 250 ')).toBe(125_000)
    expect(centsOf('25,50')).toBe(2550)
    expect(centsOf('-5')).toBe(-500)
    expect(centsOf('')).toBeNull()
    expect(centsOf('vingt')).toBeNaN()
    expect(eurosText(2550)).toBe('25,5')
    expect(eurosText(Number.NaN)).toBe('')
  })
})

describe('the price of a configuration', () => {
  it('counts the cards, then the wrapper and packing of every card', () => {
    const input = { amount: 2500, qty: 2, wrapperId: '3', giftPackingId: '4' }
    expect(configurationPrice(input, packaging)).toEqual({ cards: 5000, extras: 1290, total: 6290 })
    expect(
      configurationPrice({ ...input, wrapperId: null, giftPackingId: null }, packaging),
    ).toEqual({
      cards: 5000,
      extras: 0,
      total: 5000,
    })
  })

  it('has none until the amount and quantity are positive whole numbers', () => {
    const input = { qty: 1, wrapperId: null, giftPackingId: null }
    expect(configurationPrice({ ...input, amount: Number.NaN }, packaging)).toBeNull()
    expect(configurationPrice({ ...input, amount: -500 }, packaging)).toBeNull()
    expect(configurationPrice({ ...input, amount: 2500, qty: Number.NaN }, packaging)).toBeNull()
  })
})

describe('custom amount limits', () => {
  const custom = { ...giftcard.digital, minPrice: 500, maxPrice: 50_000 }
  it('are the config’s, narrowed to 10–250 € for Apple-type cards', () => {
    expect(amountBounds(custom, false)).toEqual({ min: 500, max: 50_000 })
    expect(amountBounds(custom, true)).toEqual({ min: 1000, max: 25_000 })
    expect(amountBounds(giftcard.physical, false)).toBeNull()
  })
})

describe('gateway errors on the form', () => {
  it('land on the field their parameter names', () => {
    expect(fieldOfParameter('package.message')).toBe('message')
    expect(fieldOfParameter('package.amount')).toBe('amount')
    expect(fieldOfParameter('package.receivers.0.email')).toBe('receivers.0.email')
    expect(fieldOfParameter('package.receivers.1.postCode')).toBe('receivers.1.postCode')
    expect(fieldOfParameter('package.receivers')).toBe('receivers.root')
  })

  it('name no field otherwise: the error modal says them', () => {
    for (const parameter of [null, undefined, '', 'package', 'package.productId', 'orderUuid']) {
      expect(fieldOfParameter(parameter)).toBeNull()
    }
    expect(fieldOfParameter('package.receivers.0.countryCode')).toBeNull()
    expect(fieldOfParameter('package.receivers.x.email')).toBeNull()
  })
})

describe('texts', () => {
  const translate = {
    validation: fr.Validation,
    generic: fr.Errors.generic,
    money: (cents: number) => `${cents / 100} €`,
    bounds: { min: 1000, max: 15000 },
  }

  it('fill plain arguments and leave unknown ones', () => {
    expect(fill('Carte {index} de {name}', { index: 2 })).toBe('Carte 2 de {name}')
  })

  it('say a rule’s key in words, the amount range with the limits shown', () => {
    expect(errorMessage({ type: 'custom', message: 'noteEmpty' }, translate)).toBe(
      'La note personnelle est vide',
    )
    expect(errorMessage({ type: 'custom', message: 'amountRange' }, translate)).toBe(
      'Choisissez un montant entre 10 € et 150 €.',
    )
    expect(errorMessage({ type: 'custom', message: 'unknownKey' }, translate)).toBe(
      fr.Errors.generic,
    )
    expect(errorMessage({ type: SERVER_ERROR, message: 'Déjà traduit.' }, translate)).toBe(
      'Déjà traduit.',
    )
  })
})

describe('the delivery overview', () => {
  it('gives the buyer everything, or each receiver a card', () => {
    const draft = values({ qty: 3, wrapperId: '3', withMessage: true, message: 'Bravo' })
    expect(deliveryOverview(draft, giftcard, packaging)).toEqual([
      {
        receiver: null,
        qty: 3,
        amount: 2500,
        wrapper: 'Enveloppe dorée',
        giftPacking: null,
        message: 'Bravo',
      },
    ])
    const split = deliveryOverview(
      { ...draft, deliveryMode: 'SPLIT', receivers: [alice] },
      giftcard,
      packaging,
    )
    expect(split.map((line) => [line.receiver?.name ?? null, line.qty])).toEqual([
      ['Alice Martin', 1],
      [null, 1],
      [null, 1],
    ])
  })

  it('sends gift packing with posted cards to their address', () => {
    const posted = values({
      deliveryType: 'PHYSICAL',
      amount: 2000,
      giftPackingId: '4',
      deliveryMode: 'SINGLE',
      receivers: [home],
    })
    expect(deliveryOverview(posted, giftcard, packaging)).toMatchObject([
      { receiver: home, qty: 1, giftPacking: 'Boîte cadeau' },
    ])
  })
})

describe('add_to_cart', () => {
  it('carries the card at its amount, the quantity, and the value with the extras in euros', () => {
    const item = {
      item_id: 'bistrot-gourmand',
      item_name: 'Bistrot Gourmand',
      price: 10,
      currency: 'EUR',
    }
    const input = { amount: 2500, qty: 2, deliveryType: 'PHYSICAL' as const }
    expect(addToCartEvent(item, input, 6290, 'EUR')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 62.9,
        items: [{ ...item, item_variant: 'physical', price: 25, quantity: 2 }],
      },
    })
  })
})
