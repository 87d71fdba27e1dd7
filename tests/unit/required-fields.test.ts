import { describe, expect, it } from 'vitest'

import { activationAmountSchema } from '@/commerce/domain/activation/activation-input'
import { addressSchema } from '@/commerce/domain/account/address'
import { businessQuoteFormSchema } from '@/commerce/domain/business/quote'
import { billingAddressSchema } from '@/commerce/domain/checkout/checkout-addresses'
import { digitalReceiverSchema, physicalReceiverSchema } from '@/commerce/domain/receiver'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

type Parse = { safeParse: (value: unknown) => { error?: { issues: IssueLike[] } } }
type IssueLike = { path: PropertyKey[]; message: string }

const messagesOf = (schema: Parse, value: unknown): Record<string, string> =>
  Object.fromEntries(
    (schema.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  )

// The forms hand an empty house number over as NaN (nothing typed).
const emptyPostal = { street: ' ', houseNumber: Number.NaN, postCode: '', city: '' }

/** Spec §5: an empty required field says it is required, not what a filled one lacks. */
describe('empty required fields are "required"', () => {
  it.each([
    ['the address book', addressSchema, { ...emptyPostal, countryCode: 'FR' }],
    ['the checkout billing', billingAddressSchema, { ...emptyPostal, countryCode: 'FR' }],
    ['a posted receiver', physicalReceiverSchema, { ...emptyPostal, name: '', countryCode: 'FR' }],
  ])('%s: street, number, post code and city', (_, schema, value) => {
    expect(messagesOf(schema, value)).toMatchObject({
      street: 'streetRequired',
      houseNumber: 'houseNumberRequired',
      postCode: 'postCodeRequired',
      city: 'cityRequired',
    })
  })

  it('says what is wrong once something is typed', () => {
    const typed = { ...emptyPostal, street: 'A', houseNumber: 0, countryCode: 'FR' }
    expect(messagesOf(addressSchema, typed)).toMatchObject({
      street: 'streetTooShort',
      houseNumber: 'houseNumberInvalid',
    })
  })

  it('a digital receiver without an e-mail address', () => {
    expect(messagesOf(digitalReceiverSchema(), { name: '', email: ' ' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
    })
  })

  it('an activation without an amount, a quote without count or amount', () => {
    expect(messagesOf(activationAmountSchema, Number.NaN)).toEqual({ '': 'amountRequired' })
    const quote = {
      companyName: 'Acme',
      contactName: 'Camille',
      email: 'camille@acme.fr',
      phoneNumber: '',
      productId: '',
      quantity: '',
      amount: ' ',
      deliveryType: 'DIGITAL',
      message: '',
    }
    expect(messagesOf(businessQuoteFormSchema, quote)).toEqual({
      quantity: 'quoteQuantityRequired',
      amount: 'quoteAmountRequired',
    })
  })

  it('each "required" answer has a text in French, Dutch and English', () => {
    const keys = [
      'streetRequired',
      'houseNumberRequired',
      'amountRequired',
      'quoteQuantityRequired',
      'quoteAmountRequired',
    ]
    for (const messages of [fr, nl, en]) {
      for (const key of keys) expect(messages.Validation, key).toHaveProperty(key)
    }
  })
})
