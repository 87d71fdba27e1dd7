import { describe, expect, it } from 'vitest'

import { addressSchema } from '@/commerce/domain/account/address'
import { isSiren } from '@/commerce/domain/account/business'
import { isVatNumber } from '@/commerce/gateway/vat-number'
import {
  changePasswordSchema,
  detailsSchema,
  loginSchema,
  registerSchema,
} from '@/commerce/domain/account/customer'
import { billingEmail } from '@/commerce/domain/account/email'
import { passwordSchema } from '@/commerce/domain/account/password'
import { isPostalCode } from '@/commerce/domain/account/postal-code'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('password (spec §5)', () => {
  it.each([
    ['', ['passwordRequired']],
    ['short1!', ['passwordTooShort']],
    ['avec espace1', ['passwordCharacters']],
    ['éléphant123', ['passwordCharacters']],
    ['Secret#2026', []],
    ['x'.repeat(129), ['passwordTooLong']],
  ])('%j → %j', (password, expected) => {
    expect(messages(passwordSchema.safeParse(password))).toEqual(expected)
  })

  it('asks the confirmation to match and a change to differ', () => {
    const register = registerSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.fr',
      password: 'Secret#2026',
      passwordConfirmation: 'Secret#2027',
      customerType: 'PRIVATE',
    })
    expect(messages(register)).toEqual(['passwordMismatch'])
    const change = changePasswordSchema.safeParse({
      currentPassword: 'Secret#2026',
      password: 'Secret#2026',
      passwordConfirmation: 'Secret#2026',
    })
    expect(messages(change)).toEqual(['passwordUnchanged'])
  })
})

describe('e-mail', () => {
  it('trims and lower-cases, and bills the invoice e-mail when there is one', () => {
    const login = loginSchema.parse({
      email: ' Jean@Exemple.FR ',
      password: 'x',
      captchaToken: 't',
    })
    expect(login.email).toBe('jean@exemple.fr')
    expect(billingEmail({ email: 'a@b.fr', invoiceEmail: null })).toBe('a@b.fr')
    expect(billingEmail({ email: 'a@b.fr', invoiceEmail: 'compta@b.fr' })).toBe('compta@b.fr')
  })

  it('refuses a login without captcha token (no token, no request)', () => {
    const result = loginSchema.safeParse({ email: 'a@b.fr', password: 'x', captchaToken: '' })
    expect(messages(result)).toEqual(['captchaRequired'])
  })
})

describe('postal codes of spec §5', () => {
  it.each([
    ['FR', '75011', true],
    ['FR', '7501', false],
    ['NL', '1234 AB', true],
    ['NL', '1234 SA', false],
    ['NL', '0123 AB', false],
    ['BE', '1000', true],
    ['DE', '01000', false],
    ['DE', '10115', true],
    ['GB', 'SW1A 1AA', true],
    ['IE', 'D02 X285', true],
    ['PL', '00-950', true],
    ['SE', '114 55', true],
    ['CA', 'K1A 0B1', true],
    ['BR', '01310-100', true],
    ['PT', '1000-001', true],
    ['US', '12345-6789', true],
    ['AU', '0100', false],
    ['AU', '2000', true],
  ])('%s %j → %s', (country, code, valid) => {
    expect(isPostalCode(country, code)).toBe(valid)
  })
})

describe('SIREN and VAT numbers', () => {
  it.each([
    ['404 833 048', true],
    ['404833049', false],
    ['12345678', false],
  ])('SIREN %j → %s', (value, valid) => expect(isSiren(value)).toBe(valid))

  it.each([
    ['FR83404833048', true],
    ['FR 83 404 833 048', true],
    ['FR84404833048', false],
    // Real numbers: jsvat checks each country's check digits, so a well-shaped one can fail.
    ['DE136695976', true],
    ['DE123456789', false],
    ['NL004495445B01', true],
    ['NL123456789B01', false],
    ['XX123', false],
  ])('VAT %j → %s', (value, valid) => expect(isVatNumber(value)).toBe(valid))
})

describe('address and details', () => {
  const address = {
    firstName: 'Léa',
    lastName: 'Martin',
    customerType: 'PRIVATE',
    countryCode: 'FR',
    postCode: '75011',
    houseNumber: 12,
    street: 'Rue de la Roquette',
    city: 'Paris',
  }

  it('accepts a French address and names the wrong fields of a bad one', () => {
    expect(addressSchema.safeParse(address).success).toBe(true)
    const bad = addressSchema.safeParse({
      ...address,
      customerType: 'BUSINESS',
      postCode: '1234 AB',
      houseNumber: 0,
      street: 'R',
    })
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['street', 'streetTooShort'],
      ['houseNumber', 'houseNumberInvalid'],
      ['postCode', 'postCodeInvalidCountry'],
      ['companyName', 'companyNameRequired'],
    ])
    const business = addressSchema.safeParse({
      ...address,
      customerType: 'BUSINESS',
      postCode: 'X',
    })
    expect(business.error?.issues.map((issue) => issue.message)).toEqual([
      'postCodeInvalidCountry',
      'companyNameRequired',
    ])
  })

  it('keeps an empty invoice e-mail and phone as none', () => {
    const details = detailsSchema.parse({
      firstName: 'Léa',
      lastName: 'Martin',
      customerType: 'PRIVATE',
      invoiceEmail: '',
      phoneNumber: '',
      subscribed: false,
    })
    expect(details).toMatchObject({
      invoiceEmail: null,
      phoneNumber: null,
      chamberOfCommerceNumber: null,
    })
  })
})
