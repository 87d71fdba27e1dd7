import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  companyRegister,
  hasVatNumberForm,
  isChamberOfCommerceNumber,
  isKboNumber,
  isKvkNumber,
} from '@/commerce/domain/account/business'
import {
  detailsSchemaFor,
  registerSchema,
  registerSchemaFor,
  type DetailsInput,
  type RegisterInput,
} from '@/commerce/domain/account/customer'
import { isVatNumber, vatNumberDigits } from '@/commerce/gateway/vat-number'
import { registerWords } from '@/components/form/register-words'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

describe('chamber-of-commerce numbers per country', () => {
  it.each([
    ['FR', '404 833 048', true],
    ['FR', '356000000', true],
    ['FR', '404833049', false],
    ['MC', '404833048', true],
    ['BE', '0403.170.701', true],
    ['BE', 'BE0403170701', true],
    ['BE', '0403.170.702', false],
    ['BE', '2403170701', false],
    ['BE', '403170701', false],
    ['NL', '12345678', true],
    ['NL', '3412 3456', true],
    ['NL', '1234567', false],
    ['NL', '123456789', false],
    ['DE', 'HRB 12345', true],
    ['DE', '12', false],
  ])('%s %j → %s', (country, value, valid) => {
    expect(isChamberOfCommerceNumber(country, value)).toBe(valid)
  })

  it('check the Belgian key and the Dutch shape on their own too', () => {
    expect(isKboNumber('0202.239.951')).toBe(true)
    expect(isKboNumber('0202.239.952')).toBe(false)
    expect(isKvkNumber('87654321')).toBe(true)
    expect(isKvkNumber('8765432A')).toBe(false)
  })

  it('name the register in their message keys', () => {
    expect(companyRegister('FR')).toMatchObject({ invalidKey: 'sirenInvalid' })
    expect(companyRegister('be')).toMatchObject({ requiredKey: 'kboRequired' })
    expect(companyRegister('NL')).toMatchObject({ invalidKey: 'kvkInvalid' })
    expect(companyRegister('DE')).toMatchObject({ invalidKey: 'chamberOfCommerceNumberInvalid' })
  })
})

describe("the company register's words", () => {
  it.each([
    ['FR', 'Numéro SIREN', 'SIREN-nummer', 'SIREN number'],
    ['MC', 'Numéro SIREN', 'SIREN-nummer', 'SIREN number'],
    ['BE', 'Numéro d’entreprise BCE', 'KBO-ondernemingsnummer', 'KBO/BCE'],
    ['NL', 'Numéro KvK', 'KvK-nummer', 'KvK number'],
    ['DE', 'immatriculation', 'Registratienummer', 'registration number'],
  ])('name the register of %s in each language', (country, inFrench, inDutch, inEnglish) => {
    expect(registerWords(fr.CompanyRegisters, country).label).toContain(inFrench)
    expect(registerWords(nl.CompanyRegisters, country).label).toContain(inDutch)
    expect(registerWords(en.CompanyRegisters, country).label).toContain(inEnglish)
  })
})

describe('the form of VAT numbers (the forms check it)', () => {
  it.each([
    ['FR 40 303 265 045', null, true],
    // Wrong check digits, right form: the server refuses it (jsvat below).
    ['BE0403170702', 'BE', true],
    ['EL094259216', 'GR', true],
    ['FR40303265045', 'MC', true],
    ['FR40303265045', 'BE', false],
    ['NL004495445B01', 'CH', true],
    ['CHE116281710', null, false],
    ['XX123', null, false],
    ['BE1', null, false],
  ])('%j for %s → %s', (value, country, valid) => {
    expect(hasVatNumberForm(value, country)).toBe(valid)
  })
})

describe('VAT numbers (jsvat)', () => {
  it.each([
    ['FR40303265045', null, true],
    ['BE0403170701', null, true],
    ['BE 0403.170.701', 'BE', true],
    ['BE0403170702', null, false],
    ['NL004495445B01', 'NL', true],
    ['NL004495446B01', null, false],
    ['EL094259216', 'GR', true],
    // Another member state's number for a buyer of this one.
    ['FR40303265045', 'BE', false],
    ['BE0403170701', 'NL', false],
    // Monaco's companies have French numbers; outside the EU any member state's is taken.
    ['FR40303265045', 'MC', true],
    ['NL004495445B01', 'CH', true],
    // jsvat knows Switzerland, but it is no EU VAT number.
    ['CHE116281710', null, false],
  ])('%j for %s → %s', (value, country, valid) => {
    expect(isVatNumber(value, country)).toBe(valid)
  })
})

describe('the check digits of a VAT number on the server', () => {
  const gateway = z
    .object({ input: registerSchema })
    .superRefine(vatNumberDigits((value) => value.input, ['input']))
  const registration: RegisterInput = {
    firstName: 'Jan',
    lastName: 'Peeters',
    customerType: 'BUSINESS',
    companyName: 'Peeters BV',
    email: 'jan@peeters.be',
    password: 'Lange-zin-2026',
    passwordConfirmation: 'Lange-zin-2026',
    vatNumber: 'BE0403170702',
  }

  it('pass the form the browser checks, and fail the digits on the field', () => {
    expect(registerSchema.safeParse(registration).success).toBe(true)
    expect(gateway.safeParse({ input: registration }).error?.issues).toMatchObject([
      { path: ['input', 'vatNumber'], message: 'vatNumberInvalid' },
    ])
    const valid = { ...registration, vatNumber: 'BE 0403.170.701' }
    expect(gateway.parse({ input: valid }).input.vatNumber).toBe('BE0403170701')
  })
})

describe("a customer's numbers in a store", () => {
  const business = {
    firstName: 'Jan',
    lastName: 'Peeters',
    customerType: 'BUSINESS',
    companyName: 'Peeters BV',
  } as const
  const registration: RegisterInput = {
    ...business,
    email: 'jan@peeters.be',
    password: 'Lange-zin-2026',
    passwordConfirmation: 'Lange-zin-2026',
    chamberOfCommerceNumber: '0403.170.701',
    vatNumber: 'BE0403170701',
  }
  const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it("register in the store's country", () => {
    expect(registerSchemaFor('BE').parse(registration).chamberOfCommerceNumber).toBe('0403170701')
    expect(issuesOf(registerSchemaFor('FR').safeParse(registration))).toEqual([
      ['chamberOfCommerceNumber', 'sirenInvalid'],
    ])
  })

  it("change details in the address's country, else the store's", () => {
    const details: DetailsInput = {
      ...business,
      subscribed: false,
      chamberOfCommerceNumber: '12345678',
    }
    expect(detailsSchemaFor('NL').safeParse(details).success).toBe(true)
    expect(issuesOf(detailsSchemaFor('BE').safeParse(details))).toEqual([
      ['chamberOfCommerceNumber', 'kboInvalid'],
    ])
    const address = { street: 'Damrak', houseNumber: 1, postCode: '1012 JS', city: 'Amsterdam' }
    const inAmsterdam = { ...details, address: { ...address, countryCode: 'NL' } }
    expect(detailsSchemaFor('BE').safeParse(inAmsterdam).success).toBe(true)
  })
})
