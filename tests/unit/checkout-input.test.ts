import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  billingAddressSchema,
  deliveryAddressSchema,
} from '@/commerce/domain/checkout/checkout-addresses'
import {
  checkoutSchema,
  deliveryAddressOf,
  paymentDetailsProblems,
  paymentDetailsSchema,
} from '@/commerce/domain/checkout/checkout-input'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

/** The Validation keys of a failed parse, by dotted path (several joined by a comma). */
function problems(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const byPath: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.')
    byPath[path] = byPath[path] ? `${byPath[path]}, ${issue.message}` : issue.message
  }
  return byPath
}

const where = {
  street: 'rue de Rivoli',
  houseNumber: 10,
  postCode: '75001',
  city: 'Paris',
  countryCode: 'FR',
}
const privateBuyer = {
  customerType: 'PRIVATE',
  firstName: 'Camille',
  lastName: 'Durand',
  email: '  Camille.Durand@Example.FR ',
  ...where,
}
const business = {
  ...privateBuyer,
  customerType: 'BUSINESS',
  companyName: 'Durand SARL',
  phoneNumber: '+33612345678',
  chamberOfCommerceNumber: '303 265 045',
  vatNumber: 'fr 40 303 265 045',
  referenceNumber: ' PO-2026-17 ',
}

describe('billingAddressSchema', () => {
  it('takes a private buyer and drops business data left in the form', () => {
    const parsed = billingAddressSchema.parse({
      ...privateBuyer,
      companyName: 'Old Co',
      chamberOfCommerceNumber: 'not a siren',
      vatNumber: 'nope',
      referenceNumber: 'x'.repeat(40),
    })
    expect(parsed).toEqual({
      ...where,
      customerType: 'PRIVATE',
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille.durand@example.fr',
      invoiceEmail: null,
      phoneNumber: null,
      companyName: null,
      chamberOfCommerceNumber: null,
      vatNumber: null,
      referenceNumber: null,
      suffix: null,
    })
  })

  it('takes a business with its numbers compacted', () => {
    const parsed = billingAddressSchema.parse(business)
    expect(parsed).toMatchObject({
      companyName: 'Durand SARL',
      chamberOfCommerceNumber: '303265045',
      vatNumber: 'FR40303265045',
      referenceNumber: 'PO-2026-17',
      phoneNumber: '+33612345678',
    })
  })

  it('asks a business for its company, phone, SIREN, VAT number and reference, all at once', () => {
    const result = billingAddressSchema.safeParse({
      ...privateBuyer,
      customerType: 'BUSINESS',
      email: '',
      referenceNumber: '   ',
    })
    expect(problems(result)).toEqual({
      email: 'emailRequired',
      companyName: 'companyNameRequired',
      phoneNumber: 'phoneRequired',
      chamberOfCommerceNumber: 'sirenRequired',
      vatNumber: 'vatNumberRequired',
      referenceNumber: 'referenceRequired',
    })
  })

  it.each([
    [{ chamberOfCommerceNumber: '303265046' }, 'chamberOfCommerceNumber', 'sirenInvalid'],
    [{ vatNumber: 'BE0403170701' }, 'vatNumber', 'vatNumberInvalid'],
    [{ referenceNumber: 'x'.repeat(21) }, 'referenceNumber', 'referenceTooLong'],
    [{ phoneNumber: '+336123' }, 'phoneNumber', 'phoneInvalid'],
    [{ invoiceEmail: 'billing@' }, 'invoiceEmail', 'emailInvalid'],
    [{ email: '' }, 'email', 'emailRequired'],
    [{ postCode: '1000', countryCode: 'FR' }, 'postCode', 'postCodeInvalidCountry'],
  ])('refuses %o with %s: %s', (change, path, key) => {
    expect(problems(billingAddressSchema.safeParse({ ...business, ...change }))).toEqual({
      [path]: key,
    })
  })

  const belgian = { ...business, postCode: '1000', city: 'Bruxelles', countryCode: 'BE' }

  it('bills abroad too: a Belgian business with its KBO/BCE and VAT numbers', () => {
    const parsed = billingAddressSchema.parse({
      ...belgian,
      chamberOfCommerceNumber: '0403.170.701',
      vatNumber: 'BE 0403.170.701',
    })
    expect(parsed).toMatchObject({
      chamberOfCommerceNumber: '0403170701',
      vatNumber: 'BE0403170701',
    })
  })

  it('checks the numbers in the billing country: its register and its VAT numbers', () => {
    expect(problems(billingAddressSchema.safeParse(belgian))).toEqual({
      chamberOfCommerceNumber: 'kboInvalid',
      vatNumber: 'vatNumberInvalid',
    })
    const dutch = { ...business, postCode: '1012 JS', city: 'Amsterdam', countryCode: 'NL' }
    const noNumbers = { chamberOfCommerceNumber: '', vatNumber: '' }
    expect(problems(billingAddressSchema.safeParse({ ...dutch, ...noNumbers }))).toEqual({
      chamberOfCommerceNumber: 'kvkRequired',
      vatNumber: 'vatNumberRequired',
    })
    const parsed = billingAddressSchema.parse({
      ...dutch,
      chamberOfCommerceNumber: '3412 3456',
      vatNumber: 'NL004495445B01',
    })
    expect(parsed.chamberOfCommerceNumber).toBe('34123456')
  })

  it('keeps the reference at exactly 20 characters', () => {
    const reference = 'R'.repeat(20)
    const parsed = billingAddressSchema.parse({ ...business, referenceNumber: reference })
    expect(parsed.referenceNumber).toBe(reference)
  })
})

describe('deliveryAddressSchema', () => {
  const address = { firstName: 'Camille', lastName: 'Durand', ...where }

  it('takes a French address', () => {
    expect(deliveryAddressSchema.parse(address)).toEqual({
      ...address,
      companyName: null,
      suffix: null,
    })
  })

  it.each([
    [{ countryCode: 'BE' }, { countryCode: 'deliveryFranceOnly' }],
    [{ countryCode: undefined }, { countryCode: 'countryRequired' }],
    [{ postCode: '99000' }, { postCode: 'postCodeInvalid' }],
    [{ postCode: '' }, { postCode: 'postCodeRequired' }],
    [{ firstName: ' ' }, { firstName: 'firstNameRequired' }],
  ])('refuses %o', (change, expected) => {
    expect(problems(deliveryAddressSchema.safeParse({ ...address, ...change }))).toEqual(expected)
  })
})

describe('checkoutSchema', () => {
  const checkout = {
    billingAddress: privateBuyer,
    deliveryAddress: null,
    sameAsBilling: true,
    paymentMethod: 'ideal',
    termsAccepted: true,
  }

  it('fills the defaults of what the form may leave out', () => {
    expect(checkoutSchema.parse(checkout)).toMatchObject({
      deliveryAddress: null,
      paymentDetails: { bankId: null, blikCode: null, mbwayPhone: null },
      registeredMail: false,
      createAccount: null,
      subscribed: false,
    })
  })

  it.each([
    [{ termsAccepted: false }, { termsAccepted: 'termsRequired' }],
    [{ termsAccepted: undefined }, { termsAccepted: 'termsRequired' }],
    [{ paymentMethod: ' ' }, { paymentMethod: 'paymentMethodRequired' }],
    [{ paymentDetails: { blikCode: '12345' } }, { 'paymentDetails.blikCode': 'blikCodeInvalid' }],
    [
      { createAccount: { password: 'correct-horse', passwordConfirmation: 'correct-house' } },
      { 'createAccount.passwordConfirmation': 'passwordMismatch' },
    ],
    [
      { createAccount: { password: 'short', passwordConfirmation: 'short' } },
      { 'createAccount.password': 'passwordTooShort' },
    ],
  ])('refuses %o', (change, expected) => {
    expect(problems(checkoutSchema.safeParse({ ...checkout, ...change }))).toEqual(expected)
  })

  it('delivers to the billing address when the buyer says so, else to the one given', () => {
    const same = checkoutSchema.parse(checkout)
    expect(deliveryAddressOf(same)).toEqual({
      firstName: 'Camille',
      lastName: 'Durand',
      companyName: null,
      suffix: null,
      ...where,
    })
    const other = { firstName: 'Léa', lastName: 'Roux', ...where, postCode: '69001' }
    const apart = checkoutSchema.parse({
      ...checkout,
      sameAsBilling: false,
      deliveryAddress: other,
    })
    expect(deliveryAddressOf(apart)).toMatchObject({ firstName: 'Léa', postCode: '69001' })
  })
})

describe('paymentDetails', () => {
  const details = (more: object) => paymentDetailsSchema.parse(more)
  const ideal = { banks: [{ id: 'ING' }, { id: 'RABO' }] }
  const noBanks = { banks: [] }

  it('reads a Blik code as the app shows it', () => {
    expect(details({ blikCode: ' 123 456 ' }).blikCode).toBe('123456')
  })

  it('takes a real MB WAY phone (9 digits after +351), not a made-up one', () => {
    expect(details({ mbwayPhone: '+351 912 345 678' }).mbwayPhone).toBe('+351912345678')
    expect(paymentDetailsSchema.safeParse({ mbwayPhone: '+35191234' }).success).toBe(false)
  })

  it.each([
    ['ideal', { bankId: 'ING' }, ideal, []],
    ['ideal', {}, ideal, [{ field: 'bankId', error: 'bankRequired' }]],
    ['ideal', { bankId: 'ABN' }, ideal, [{ field: 'bankId', error: 'bankRequired' }]],
    ['creditcard', { bankId: 'ING' }, noBanks, []],
    ['blik', { blikCode: '123456' }, noBanks, []],
    ['blik', {}, noBanks, [{ field: 'blikCode', error: 'blikCodeRequired' }]],
    ['mbway', { mbwayPhone: '+351912345678' }, noBanks, []],
    ['mbway', {}, noBanks, [{ field: 'mbwayPhone', error: 'phoneRequired' }]],
  ])('%s with %o has problems %o', (methodId, given, method, expected) => {
    expect(paymentDetailsProblems(methodId, details(given), method)).toEqual(expected)
  })
})

describe('the messages of the checkout and card schemas', () => {
  const keys = [
    'sirenRequired',
    'vatNumberRequired',
    'referenceRequired',
    'referenceTooLong',
    'deliveryFranceOnly',
    'paymentMethodRequired',
    'bankRequired',
    'blikCodeRequired',
    'blikCodeInvalid',
    'termsRequired',
    'cardNumberRequired',
    'cardNumberLength',
    'cardNumberUnknown',
    'pinRequired',
    'pinInvalid',
  ]

  it('have a text in French, English and Dutch', () => {
    for (const messages of [fr, en, nl]) {
      for (const key of keys) expect(messages.Validation, key).toHaveProperty(key)
    }
    expect(fr.Validation.cardNumberUnknown).toBe(
      'Nous ne connaissons pas ce numéro. Vérifiez-le et réessayez.',
    )
  })
})
