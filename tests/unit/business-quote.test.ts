import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  businessQuoteFormSchema,
  businessQuoteSchema,
  wholeNumber,
} from '@/commerce/domain/business/quote'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

const valid = {
  companyName: 'Atelier Lumière',
  contactName: 'Camille Martin',
  email: 'Camille@Atelier.fr',
  phoneNumber: '+33612345678',
  productId: '12',
  quantity: 250,
  amount: 2500,
  deliveryType: 'PHYSICAL',
  message: '  Pour nos salariés, en décembre.  ',
}

/** The Validation keys a parse failed with, by field. */
function problems(input: unknown, schema: z.ZodType = businessQuoteSchema): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('the business quote request', () => {
  it('keeps a valid request, e-mail lower-cased, message trimmed', () => {
    expect(businessQuoteSchema.parse(valid)).toEqual({
      ...valid,
      email: 'camille@atelier.fr',
      message: 'Pour nos salariés, en décembre.',
    })
  })

  it('takes no phone, product or message as null', () => {
    const parsed = businessQuoteSchema.parse({
      ...valid,
      phoneNumber: '',
      productId: null,
      message: '   ',
    })
    expect(parsed).toMatchObject({ phoneNumber: null, productId: null, message: null })
  })

  it('names each wrong field by its Validation key', () => {
    expect(
      problems({
        companyName: ' ',
        contactName: 'x'.repeat(101),
        email: 'pas-un-mail',
        phoneNumber: '12',
        productId: 'abc',
        quantity: 0,
        amount: 2550,
        deliveryType: 'PIGEON',
        message: 'x'.repeat(1001),
      }),
    ).toEqual({
      companyName: 'companyNameRequired',
      contactName: 'contactNameTooLong',
      email: 'emailInvalid',
      phoneNumber: 'phoneInvalid',
      productId: 'idInvalid',
      quantity: 'quoteQuantityRange',
      amount: 'amountWhole',
      deliveryType: 'deliveryTypeRequired',
      message: 'quoteMessageTooLong',
    })
  })

  it.each([
    [1, true],
    [10_000, true],
    [10_001, false],
    [2.5, false],
  ])('quantity %s accepted: %s', (quantity, ok) => {
    expect(businessQuoteSchema.safeParse({ ...valid, quantity }).success).toBe(ok)
  })

  it.each([
    [500, undefined],
    [50_000, undefined],
    [400, 'quoteAmountRange'],
    [50_100, 'quoteAmountRange'],
    [1050, 'amountWhole'],
  ])('amount %s cents: %s', (amount, key) => {
    expect(problems({ ...valid, amount }).amount).toBe(key)
  })
})

describe('the quote form’s typed values', () => {
  const typed = {
    companyName: 'Atelier Lumière',
    contactName: 'Camille Martin',
    email: 'camille@atelier.fr',
    phoneNumber: '',
    productId: '',
    quantity: '1 000',
    amount: '25',
    deliveryType: 'DIGITAL',
    message: '',
  }

  it('turns euros into cents and text into numbers', () => {
    expect(businessQuoteFormSchema.parse(typed)).toMatchObject({
      quantity: 1000,
      amount: 2500,
      productId: null,
    })
  })

  it('refuses cents, words and an empty amount on the amount field', () => {
    expect(problems({ ...typed, amount: '25,50' }, businessQuoteFormSchema).amount).toBe(
      'amountWhole',
    )
    expect(problems({ ...typed, amount: 'vingt' }, businessQuoteFormSchema).amount).toBe(
      'quoteAmountRange',
    )
    expect(problems({ ...typed, amount: ' ' }, businessQuoteFormSchema).amount).toBe(
      'quoteAmountRequired',
    )
    expect(problems({ ...typed, quantity: '' }, businessQuoteFormSchema).quantity).toBe(
      'quoteQuantityRequired',
    )
    expect(problems({ ...typed, quantity: 'dix' }, businessQuoteFormSchema).quantity).toBe(
      'quoteQuantityRange',
    )
  })

  it('reads typed digits, with spaces, and nothing else', () => {
    expect(wholeNumber(' 12 500 ')).toBe(12500)
    expect(wholeNumber('12a')).toBeNaN()
    expect(wholeNumber('')).toBeNaN()
  })

  it('has a text for every key it uses, in every language', () => {
    const keys = [
      'contactNameRequired',
      'contactNameTooLong',
      'quoteQuantityRange',
      'quoteAmountRange',
      'quoteMessageTooLong',
      'deliveryTypeRequired',
    ]
    for (const messages of [fr, en, nl]) {
      for (const key of keys) expect(messages.Validation).toHaveProperty(key)
    }
  })
})
