import { describe, expect, it } from 'vitest'

import { orderablePacks, packPackage } from '@/commerce/widgets/orders/blank-packs'
import {
  awaitsPayment,
  orderDate,
  orderPreviews,
  packageLine,
  paymentMethodKey,
  receiverLines,
  reorderLines,
  statusKey,
} from '@/commerce/widgets/orders/order-view'
import { problemText } from '@/commerce/widgets/orders/errors'
import { ordersTexts } from '@/commerce/widgets/orders/texts'
import { totalsRows } from '@/components/totals/totals'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

import { packs, paidOrder, reorderOrder, summaries } from '../fixtures/orders'

describe('an order’s status', () => {
  it('names each status of spec §3 in French', () => {
    const texts = ordersTexts(fr)
    expect(texts[statusKey('PENDING')]).toBe('En attente de paiement')
    expect(texts[statusKey('COMPLETED')]).toBe('Payée')
    expect(texts[statusKey('CANCELED')]).toBe('Annulée')
  })

  it('offers to finish the payment of a pending order only while it can be retried', () => {
    expect(awaitsPayment(summaries[0]!)).toBe(true)
    expect(awaitsPayment({ status: 'PENDING', canRetryPayment: false })).toBe(false)
    expect(awaitsPayment(summaries[1]!)).toBe(false)
  })

  it('dates orders in the store’s way of the language, on the store’s clock', () => {
    expect(orderDate('2026-11-23T23:30:00.000Z', 'fr-FR', 'Europe/Paris')).toBe('24 novembre 2026')
    expect(orderDate('2026-11-02T09:15:00.000Z', 'nl-BE', 'Europe/Brussels')).toBe(
      '2 november 2026',
    )
  })

  it('gives a store of another time zone its own day at the same instant', () => {
    // 23:30 UTC: past midnight in Paris, the evening before in New York, morning in Tokyo.
    const instant = '2026-11-30T23:30:00.000Z'
    expect(orderDate(instant, 'fr-FR', 'Europe/Paris')).toBe('1 décembre 2026')
    expect(orderDate(instant, 'fr-FR', 'America/New_York')).toBe('30 novembre 2026')
    expect(orderDate('2026-11-30T16:00:00.000Z', 'nl-NL', 'Asia/Tokyo')).toBe('1 december 2026')
    expect(orderDate('2026-11-30T16:00:00.000Z', 'nl-NL', 'Europe/Amsterdam')).toBe(
      '30 november 2026',
    )
  })

  it('names the store’s payment methods, and nothing for an unknown one', () => {
    expect(paymentMethodKey('creditcard')).toBe('methodCreditcard')
    expect(paymentMethodKey('cheque')).toBeNull()
    expect(paymentMethodKey(null)).toBeNull()
  })
})

describe('an order’s lines', () => {
  it('maps a package to its cards, amount, options and scheduled moment', () => {
    expect(packageLine(paidOrder.shipments[0]!.packages[0]!)).toEqual({
      id: 'p1',
      qty: 2,
      product: 'Accrobranche Express',
      amount: { currency: 'EUR', value: 2000 },
      total: { currency: 'EUR', value: 4000 },
      wrapper: 'Enveloppe étoiles',
      giftPacking: null,
      message: 'Joyeux anniversaire !',
      scheduledAt: '2026-11-03T08:00:00.000Z',
    })
  })

  it('writes a receiver as a name then an e-mail or an address', () => {
    expect(receiverLines(paidOrder.shipments[0]!.deliveryAddress)).toEqual([
      'Louise Bernard',
      'louise@example.fr',
    ])
    expect(
      receiverLines({
        firstName: 'Léa',
        lastName: 'Petit',
        street: 'rue Haute',
        houseNumber: 3,
        postCode: '69002',
        city: 'Lyon',
      }),
    ).toEqual(['Léa Petit', 'rue Haute 3', '69002 Lyon'])
    expect(receiverLines(null)).toEqual([])
  })

  it('lists every package once for the reorder page, with its receiver', () => {
    expect(
      reorderLines(reorderOrder).map(({ id, receiver, deliveryType }) => ({
        id,
        receiver,
        deliveryType,
      })),
    ).toEqual([
      { id: 'p1', receiver: 'Louise Bernard', deliveryType: 'DIGITAL' },
      { id: 'p2', receiver: null, deliveryType: 'PHYSICAL' },
    ])
  })

  it('shows every card’s preview of the order', () => {
    expect(orderPreviews(summaries[1]!).map((preview) => preview.productLabel)).toEqual([
      'Accrobranche Express',
      'Accrobranche Express',
    ])
  })

  it('sums a placed order like the cart', () => {
    expect(totalsRows(paidOrder).map((row) => [row.kind, row.amount.value])).toEqual([
      ['digital', 4000],
      ['physical', 4000],
      ['subTotal', 8000],
      ['shipping', 195],
      ['serviceFee', 150],
      ['grandTotal', 8345],
    ])
  })
})

describe('blank card sets', () => {
  it('offers only posted, priced sets, added as one posted package at their price', () => {
    const offered = orderablePacks(packs)
    expect(offered.map(({ pack }) => pack.id)).toEqual(['208', '209'])
    expect(packPackage(offered[0]!, 3)).toEqual({
      productId: '208',
      deliveryType: 'PHYSICAL',
      amount: 2000,
      qty: 3,
      deliveryMode: 'DEFAULT',
    })
  })
})

describe('a refused reorder', () => {
  const texts = ordersTexts(fr)

  it('says a cart code’s text, else the gateway’s words, else the generic text', () => {
    expect(problemText([{ code: 2031, message: 'x' }], texts)).toBe(fr.Validation.outOfStock)
    expect(
      problemText([{ code: 2041, message: 'Nous ne trouvons pas cette commande.' }], texts),
    ).toBe('Nous ne trouvons pas cette commande.')
    expect(problemText([{ code: -1, message: '' }], texts)).toBe(fr.Errors.generic)
  })

  it('has the same texts in every language', () => {
    expect(Object.keys(en.AccountOrders)).toEqual(Object.keys(fr.AccountOrders))
    expect(Object.keys(nl.AccountOrders)).toEqual(Object.keys(fr.AccountOrders))
    expect(Object.keys(en.Business)).toEqual(Object.keys(fr.Business))
    expect(Object.keys(nl.Business)).toEqual(Object.keys(fr.Business))
  })
})
