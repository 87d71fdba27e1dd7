import { describe, expect, it } from 'vitest'

import { IDEAL_BANKS } from '@/commerce/services/payments/ideal-banks'
import { isCardMethod, storePaymentMethods } from '@/commerce/services/payments/methods'
import {
  fromMollieMethod,
  fromMollieStatus,
  mollieLocale,
  toMollieAmount,
  toMollieMethod,
} from '@/commerce/services/payments/mollie-mapping'

describe('storePaymentMethods', () => {
  it('titles the store methods in French, in the store’s order, leaving out unknown ids', () => {
    const methods = storePaymentMethods([
      'paypal',
      'cheque',
      'creditcard',
      'banktransfer',
      'paypal',
    ])
    expect(methods.map(({ id, title }) => [id, title])).toEqual([
      ['paypal', 'PayPal'],
      ['creditcard', 'Carte bancaire'],
      ['banktransfer', 'Virement bancaire'],
    ])
  })

  it('titles them in Dutch under /nl', () => {
    expect(
      storePaymentMethods(['creditcard', 'banktransfer'], 'nl').map(({ title }) => title),
    ).toEqual(['Creditcard', 'Bankoverschrijving'])
  })

  it('gives iDEAL its Dutch banks and the others none', () => {
    const [ideal, bancontact] = storePaymentMethods(['ideal', 'bancontact'])
    expect(ideal).toMatchObject({ id: 'ideal', title: 'iDEAL' })
    expect(ideal!.banks).toEqual(IDEAL_BANKS)
    expect(ideal!.banks).toContainEqual({ id: 'ideal_ABNANL2A', issuer: 'ABN AMRO' })
    expect(IDEAL_BANKS.every(({ id }) => /^ideal_[A-Z0-9]{8}$/.test(id))).toBe(true)
    expect(bancontact!.banks).toEqual([])
  })

  it('shows the card networks beside the card method', () => {
    const [card, paypal, transfer] = storePaymentMethods(['creditcard', 'paypal', 'banktransfer'])
    expect(card!.logos).toEqual(['carteBancaire', 'visa', 'mastercard'])
    expect(paypal!.logos).toEqual(['paypal'])
    expect(transfer!.logos).toEqual([])
    expect(isCardMethod('creditcard')).toBe(true)
    expect(isCardMethod('paypal')).toBe(false)
  })
})

describe('Mollie mapping', () => {
  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [10, '0.10'],
    [0, '0.00'],
    [15000, '150.00'],
    [123456789, '1234567.89'],
  ])('%i cents are "%s"', (value, string) => {
    expect(toMollieAmount({ currency: 'EUR', value })).toEqual({ currency: 'EUR', value: string })
  })

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => toMollieAmount({ currency: 'EUR', value: 12.5 })).toThrow()
    expect(() => toMollieAmount({ currency: 'EUR', value: -1 })).toThrow()
  })

  it('maps methods both ways and leaves unknown ones to Mollie', () => {
    for (const id of [
      'creditcard',
      'paypal',
      'banktransfer',
      'ideal',
      'bancontact',
      'blik',
      'mbway',
      'applepay',
    ]) {
      expect(toMollieMethod(id)).toBe(id)
      expect(fromMollieMethod(id)).toBe(id)
    }
    expect(toMollieMethod('toString')).toBeUndefined()
    expect(fromMollieMethod('klarna')).toBeNull()
    expect(fromMollieMethod(null)).toBeNull()
  })

  it('maps every Mollie status; authorized is not yet paid', () => {
    expect(
      ['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'].map(
        fromMollieStatus,
      ),
    ).toEqual(['open', 'pending', 'pending', 'paid', 'failed', 'canceled', 'expired'])
    expect(() => fromMollieStatus('refunded')).toThrow()
  })

  it('speaks the shopper language at Mollie, French by default', () => {
    expect(['fr', 'fr-fr', 'nl', 'en', 'de'].map(mollieLocale)).toEqual([
      'fr_FR',
      'fr_FR',
      'nl_NL',
      'en_US',
      'fr_FR',
    ])
  })
})
