import { describe, expect, it } from 'vitest'

import { detectCardBrand } from '@/commerce/domain/payments/card-brand'
import {
  cardFormErrors,
  cardFormSchema,
  cardNumberProblem,
  checkExpiry,
} from '@/commerce/domain/payments/card-form'

const now = new Date(Date.UTC(2026, 10, 23))
const valid = {
  holder: 'Camille Martin',
  number: '4970 1012 3456 7893',
  expiry: '11/26',
  cvc: '123',
}

describe('card brands (spec §3 patterns)', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4970101234567893', 'visa'], // a Carte Bancaire co-badged Visa
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6759649826438453', 'maestro'],
    ['4917300800000000', 'electron'],
    ['5019717010103742', 'dankort'],
    ['6362970000457013', 'interpayment'],
    ['6200000000000005', 'unionpay'],
    ['30569309025904', 'diners'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['9999999999999995', null],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand)
  })
})

describe('card number', () => {
  it('needs a known brand, its length and the Luhn check digit', () => {
    expect(cardNumberProblem('4111 1111 1111 1111')).toBeNull()
    expect(cardNumberProblem('4111-1111-1111-1112')).toBe('cardNumberInvalid')
    expect(cardNumberProblem('411111111111111')).toBe('cardNumberInvalid')
    expect(cardNumberProblem('9999999999999995')).toBe('cardNumberUnknown')
    expect(cardNumberProblem('4111 abcd')).toBe('cardNumberInvalid')
    expect(cardNumberProblem('  ')).toBe('cardNumberRequired')
  })
})

describe('expiry MM/YY', () => {
  it('is valid through its month and refuses the past', () => {
    expect(checkExpiry('11/26', now)).toBe('ok')
    expect(checkExpiry('12 / 30', now)).toBe('ok')
    expect(checkExpiry('10/26', now)).toBe('past')
    expect(checkExpiry('01/20', now)).toBe('past')
  })

  it('refuses other shapes and dates decades ahead', () => {
    expect(checkExpiry('13/27', now)).toBe('invalid')
    expect(checkExpiry('1/27', now)).toBe('invalid')
    expect(checkExpiry('11/2027', now)).toBe('invalid')
    expect(checkExpiry('12/99', now)).toBe('invalid')
  })
})

describe('card form', () => {
  const parse = (values: Partial<typeof valid>) =>
    cardFormSchema(now).safeParse({ ...valid, ...values })
  const errors = (values: Partial<typeof valid>) => {
    const result = parse(values)
    return result.success ? {} : cardFormErrors(result.error)
  }

  it('gives digits, brand and expiry of a valid card', () => {
    expect(parse({}).data).toEqual({
      holder: 'Camille Martin',
      number: '4970101234567893',
      brand: 'visa',
      expiryMonth: 11,
      expiryYear: 2026,
      cvc: '123',
    })
  })

  it('requires holder name, CVC and expiry (spec §5)', () => {
    expect(errors({ holder: '  ', cvc: '', expiry: '' })).toEqual({
      holder: 'cardHolderRequired',
      expiry: 'expiryRequired',
      cvc: 'cvcRequired',
    })
  })

  it('names each wrong field', () => {
    expect(errors({ number: '4111111111111112', expiry: '10/26', cvc: '12' })).toEqual({
      number: 'cardNumberInvalid',
      expiry: 'expiryPast',
      cvc: 'cvcInvalid',
    })
    expect(errors({ holder: 'x'.repeat(101) })).toEqual({ holder: 'cardHolderTooLong' })
  })

  it('wants 4 digits for American Express and 3 for the others', () => {
    expect(errors({ number: '378282246310005', cvc: '1234' })).toEqual({})
    expect(errors({ number: '378282246310005', cvc: '123' })).toEqual({ cvc: 'cvcInvalid' })
    expect(errors({ cvc: '1234' })).toEqual({ cvc: 'cvcInvalid' })
  })
})
