import { describe, expect, it } from 'vitest'

import type { CartPackage } from '@/commerce/domain/cart'
import { invoiceOf, sellerOf, type InvoiceLineKind } from '@/commerce/domain/orders/invoice'
import { cartTotals } from '@/commerce/domain/totals'

import { alice, cartPackage, chloe, posted } from '../fixtures/cart-package'
import { businessBilling, placedOrder, privateBilling, storeFees } from '../fixtures/placed-order'

const seller = sellerOf({
  name: 'Carte Cadeau SAS',
  customerService: { email: 'service@cartecadeau.fr' },
  postalAddress: {
    street: '3 place du Marché',
    postCode: '69002',
    city: 'Lyon',
    countryCode: 'FR',
  },
  vatNumber: 'FR12345678901',
})
const wrapper = { id: '1', title: 'Enveloppe dorée', price: 250 }
const packing = { id: '2', title: 'Boîte cadeau', price: 400 }
const donation = cartPackage({ productType: 'donation', title: 'Don Restos du Cœur', amount: 1000 })

type Row = [string, CartPackage[], InvoiceLineKind[], { grandTotal: number; vat: number }]

const orders: Row[] = [
  ['one e-mailed card', [cartPackage()], ['giftcard', 'serviceFee'], { grandTotal: 2650, vat: 25 }],
  [
    'a donation beside a card',
    [cartPackage(), donation],
    ['giftcard', 'donation', 'serviceFee'],
    { grandTotal: 3650, vat: 25 },
  ],
  [
    'two posted cards, wrapped and packed',
    [posted(5000, { qty: 2, wrapper, giftPacking: packing })],
    ['giftcard', 'wrapper', 'giftPacking', 'standardShipping', 'serviceFee'],
    { grandTotal: 11_645, vat: 274 },
  ],
  [
    'a posted 400 € shipment goes registered, an e-mailed card beside it',
    [posted(20_000, { qty: 2 }), cartPackage({ receiver: alice, deliveryMode: 'SINGLE' })],
    ['giftcard', 'giftcard', 'registeredShipping', 'serviceFee'],
    { grandTotal: 43_545, vat: 174 },
  ],
  [
    'two posted shipments: the receiver and the buyer each pay postage',
    [posted(2000), posted(3000, { receiver: null, deliveryMode: 'DEFAULT' })],
    ['giftcard', 'giftcard', 'standardShipping', 'standardShipping', 'serviceFee'],
    { grandTotal: 5540, vat: 90 },
  ],
]

describe('invoiceOf', () => {
  it.each(orders)('%s: lines and totals agree with cartTotals', (_, packages, kinds, expected) => {
    const invoice = invoiceOf(placedOrder({ packages }), seller)
    const totals = cartTotals(packages, storeFees)
    expect(invoice.lines.map((line) => line.kind)).toEqual(kinds)
    expect(invoice.totals).toEqual({
      subTotal: totals.subTotal,
      shippingTotal: totals.shippingTotal,
      serviceFee: totals.serviceFee,
      vat: expected.vat,
      grandTotal: expected.grandTotal,
      grandTotalWithoutTax: expected.grandTotal - expected.vat,
    })
    expect(totals.grandTotal).toBe(expected.grandTotal)
    const linesSum = invoice.lines.reduce((sum, line) => sum + line.total, 0)
    expect(linesSum).toBe(invoice.totals.grandTotal)
    const summary = invoice.vatSummary.reduce((sum, row) => sum + row.base + row.vat, 0)
    expect(summary).toBe(invoice.totals.grandTotal)
    expect(invoice.vatSummary.reduce((sum, row) => sum + row.vat, 0)).toBe(invoice.totals.vat)
  })

  it('exempts cards and donations and taxes the extras at the store rate', () => {
    const invoice = invoiceOf(
      placedOrder({ packages: [posted(5000, { qty: 2, wrapper }), donation] }),
      seller,
    )
    const rates = Object.fromEntries(invoice.lines.map((line) => [line.kind, line.vatRate]))
    expect(rates).toEqual({
      giftcard: null,
      wrapper: 2000,
      donation: null,
      standardShipping: 2000,
      serviceFee: 2000,
    })
    expect(invoice.lines[1]).toMatchObject({ quantity: 2, unitPrice: 250, total: 500 })
    expect(invoice.vatSummary[0]).toEqual({ vatRate: null, base: 11_000, vat: 0 })
  })

  it('names the receiver of each posted shipment on its postage line', () => {
    const invoice = invoiceOf(placedOrder({ packages: [posted(2000)] }), seller)
    expect(invoice.lines.find((line) => line.kind === 'standardShipping')?.description).toBe(
      chloe.name,
    )
  })

  it('shows a business buyer’s company, SIREN, VAT and reference numbers', () => {
    const { buyer } = invoiceOf(placedOrder({ billingAddress: businessBilling }), seller)
    expect(buyer).toMatchObject({
      name: 'Atelier Éclair SAS',
      contactName: 'Zoé Lefèvre',
      chamberOfCommerceNumber: '732829320',
      vatNumber: 'FR44732829320',
      referenceNumber: 'PO-2026-17',
      email: 'compta@eclair.fr',
    })
  })

  it('shows a private buyer’s name only, even with business fields filled', () => {
    const billing = {
      ...privateBilling,
      companyName: 'X',
      chamberOfCommerceNumber: '1',
      vatNumber: 'FR1',
    }
    const { buyer } = invoiceOf(placedOrder({ billingAddress: billing }), seller)
    expect(buyer).toMatchObject({
      name: 'Zoé Lefèvre',
      contactName: null,
      chamberOfCommerceNumber: null,
      vatNumber: null,
      referenceNumber: null,
      email: 'zoe@example.fr',
    })
  })

  it('carries the numbers and dates of the order', () => {
    const invoice = invoiceOf(placedOrder(), seller)
    expect(invoice).toMatchObject({
      number: 'F52-2026-000123',
      orderNumber: 'CC-52-000123',
      orderedAt: '2026-11-23T10:15:00.000Z',
      issuedAt: '2026-11-23T10:17:30.000Z',
      paymentMethod: 'creditcard',
      seller: { name: 'Carte Cadeau SAS', city: 'Lyon', vatNumber: 'FR12345678901' },
    })
  })

  it('refuses an order that is not paid', () => {
    expect(() => invoiceOf(placedOrder({ invoiceNumber: null, paidAt: null }), seller)).toThrow(
      /CC-52-000123/,
    )
  })
})

describe('sellerOf', () => {
  it('reads a store without address or contact as empty fields', () => {
    expect(sellerOf({ name: 'Carte Cadeau' })).toEqual({
      name: 'Carte Cadeau',
      legalName: 'Carte Cadeau',
      street: null,
      postCode: null,
      city: null,
      countryCode: null,
      email: null,
      companyNumber: null,
      vatNumber: null,
    })
  })
})
