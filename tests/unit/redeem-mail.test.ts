import { describe, expect, it } from 'vitest'

import { invoiceOf, sellerOf } from '@/commerce/domain/orders/invoice'
import type { PlacedOrder } from '@/commerce/domain/orders/placed-order'
import { type OrderCardPayment, redeemSettlement } from '@/commerce/domain/redeem/redeem-settlement'
import { orderConfirmationEmail } from '@/emails'
import { redeemPaymentLines } from '@/emails/redeem-payment-lines'
import { renderInvoicePdf } from '@/commerce/services/invoice/render-invoice'

import { cartPackage } from '../fixtures/cart-package'
import { frenchMail } from '../fixtures/mail-store'
import { placedOrder, storeFees } from '../fixtures/placed-order'
import { pdfTexts } from '../support/pdf-text'

// French puts narrow no-break spaces before : and €; the tests read them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const paid = (lastFour: string, balance: number, amount: number): OrderCardPayment => ({
  lastFour,
  balance,
  amount,
})
const seller = sellerOf({ name: 'Carte Cadeau SAS' })
const link = 'https://cartecadeau.localhost/paiement/0b7e4c1a/'

/** A 50 € card exchanged: no fees, as redeemFees leaves them. */
const redeemOrder = (cardPayments: OrderCardPayment[], paymentMethod: string | null) =>
  placedOrder({
    flow: 'redeem',
    packages: [cartPackage({ amount: 5000 })],
    fees: { ...storeFees, serviceFee: 0, standardShipping: 0, registeredShipping: 0 },
    cardPayments,
    paymentMethod,
  })

describe('redeemSettlement', () => {
  it.each([
    ['a card that pays it all', [paid('1234', 10_000, 5000)], 0, 5000],
    ['a card and a shortfall', [paid('1234', 4000, 4000)], 1000, 0],
    ['two cards, the first pays all', [paid('1234', 8000, 5000), paid('5678', 2000, 0)], 0, 5000],
    ['two cards and a shortfall', [paid('1234', 1250, 1250), paid('5678', 2500, 2500)], 1250, 0],
  ])('%s', (_, payments, byMethod, left) => {
    const settlement = redeemSettlement(payments, 5000)!
    expect(settlement.paidByPaymentMethod).toBe(byMethod)
    expect(settlement.balanceLeft).toBe(left)
    expect(settlement.paidByCards + settlement.paidByPaymentMethod).toBe(5000)
    expect(settlement.cards.map((card) => card.balanceLeft)).toEqual(
      payments.map((payment) => payment.balance - payment.amount),
    )
  })

  it('is null for an order no card paid', () => {
    expect(redeemSettlement([], 5000)).toBeNull()
    expect(invoiceOf(placedOrder(), seller).settlement).toBeNull()
  })
})

describe('redeemPaymentLines', () => {
  it('names each paying card, the shortfall and what each card keeps, in French', () => {
    const settlement = redeemSettlement([paid('1234', 5250, 4000)], 5000)!
    const lines = redeemPaymentLines(settlement, 'creditcard', 'fr', frenchMail, 'EUR')
    expect(lines.heading).toBe('Votre règlement')
    expect(lines.cards.map(plain)).toEqual(['Carte •••• 1234 : −40 €'])
    expect(plain(lines.shortfall)).toBe('Complément payé par carte bancaire : 10 €')
    expect(lines.balances.map(plain)).toEqual(['Solde restant sur la carte •••• 1234 : 12,50 €'])
  })

  it('says 0 € is left to pay, and leaves out a card the others covered', () => {
    const settlement = redeemSettlement([paid('1234', 8000, 5000), paid('5678', 2000, 0)], 5000)!
    const lines = redeemPaymentLines(settlement, null, 'fr', frenchMail, 'EUR')
    expect(lines.cards.map(plain)).toEqual(['Carte •••• 1234 : −50 €'])
    expect(plain(lines.shortfall)).toBe('Complément à payer : 0 €')
    expect(lines.balances.map(plain)).toEqual([
      'Solde restant sur la carte •••• 1234 : 30 €',
      'Solde restant sur la carte •••• 5678 : 20 €',
    ])
  })

  it.each([
    ['en', 'Card •••• 1234: −€40', 'Remainder paid by card: €10'],
    ['nl', 'Kaart •••• 1234: −€ 40', 'Bijbetaald met creditcard: € 10'],
  ] as const)('speaks %s', (locale, card, shortfall) => {
    const settlement = redeemSettlement([paid('1234', 4000, 4000)], 5000)!
    const lines = redeemPaymentLines(settlement, 'creditcard', locale, frenchMail, 'EUR')
    expect(lines.cards.map(plain)).toEqual([card])
    expect(plain(lines.shortfall)).toBe(shortfall)
  })
})

describe('the confirmation of a redeem order', () => {
  const confirmation = (order: PlacedOrder) =>
    orderConfirmationEmail({
      order,
      invoice: invoiceOf(order, seller),
      orderUrl: link,
      locale: 'fr',
      store: frenchMail,
    })

  it('shows each card’s part, the shortfall paid by card and the balance left', async () => {
    const order = redeemOrder([paid('1234', 4000, 4000)], 'creditcard')
    const email = await confirmation(order)
    for (const part of [email.html, email.text].map(plain)) {
      expect(part).toContain('Votre règlement')
      expect(part).toContain('Carte •••• 1234 : −40 €')
      expect(part).toContain('Complément payé par carte bancaire : 10 €')
      expect(part).toContain('Solde restant sur la carte •••• 1234 : 0 €')
      expect(part).toContain('Total : 50 €')
    }
  })

  it('says nothing of cards in a regular order’s confirmation', async () => {
    const email = await confirmation(placedOrder())
    for (const part of [email.html, email.text].map(plain)) {
      expect(part).not.toContain('Votre règlement')
      expect(part).not.toContain('••••')
      expect(part).not.toContain('Complément')
    }
  })
})

describe('the invoice of a redeem order', () => {
  it('writes each card’s part, the shortfall and the balance left into the PDF', async () => {
    const order = redeemOrder([paid('1234', 5250, 4000)], 'creditcard')
    const texts = (
      await pdfTexts(await renderInvoicePdf(invoiceOf(order, seller), 'fr', frenchMail))
    ).map(plain)
    expect(texts).toEqual(
      expect.arrayContaining([
        'Facture acquittée le 23 novembre 2026, réglée ainsi :',
        'Carte •••• 1234 : −40 €',
        'Complément payé par carte bancaire : 10 €',
        'Solde restant sur la carte •••• 1234 : 12,50 €',
      ]),
    )
    expect(texts.some((text) => text.startsWith('Facture acquittée le 23 novembre 2026 par'))).toBe(
      false,
    )
  })

  it('keeps a regular order’s paid mention, without cards', async () => {
    const texts = (
      await pdfTexts(await renderInvoicePdf(invoiceOf(placedOrder(), seller), 'fr', frenchMail))
    ).map(plain)
    expect(texts).toContain('Facture acquittée le 23 novembre 2026 par carte bancaire.')
    expect(texts.some((text) => text.includes('••••'))).toBe(false)
  })
})
