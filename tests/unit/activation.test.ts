import { describe, expect, it } from 'vitest'

import {
  activationErrorCodes,
  activationErrorKey,
  activationErrorOfRule,
} from '@/commerce/domain/activation/activation-errors'
import {
  ACTIVATION_AMOUNTS,
  activationInputSchema,
} from '@/commerce/domain/activation/activation-input'
import { issuedCardCount } from '@/commerce/domain/activation/blank-packs'
import { luhnCheckDigit } from '@/commerce/domain/luhn'
import {
  activationInputOf,
  amountOf,
  fieldOfPath,
  OTHER_AMOUNT,
  placeActivationErrors,
  ruleText,
} from '@/commerce/widgets/activation/form'
import { groupCardNumber } from '@/components/form/card-input'

const withCheckDigit = (payload: string) => `${payload}${luhnCheckDigit(payload)}`
const ours = withCheckDigit('628045212345678901')

const valid = {
  cardNumber: `${ours.slice(0, 4)} ${ours.slice(4, 8)} ${ours.slice(8, 12)} ${ours.slice(12)}`,
  amount: 5_000,
  email: 'Holder@Example.fr',
  emailConfirmation: 'holder@example.fr ',
  paymentMethod: 'creditcard',
  termsAccepted: true,
}

/** The rule each invalid field broke, by its path. */
function rulesOf(input: Record<string, unknown>) {
  const parsed = activationInputSchema.safeParse(input)
  if (parsed.success) return {}
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('activation input', () => {
  it('takes a grouped number of ours, whole euros in range and the same e-mail twice', () => {
    const parsed = activationInputSchema.parse(valid)
    expect(parsed).toMatchObject({ cardNumber: ours, amount: 5_000, email: 'holder@example.fr' })
  })

  it('offers quick picks inside the range', () => {
    for (const amount of ACTIVATION_AMOUNTS.fixed) {
      expect(activationInputSchema.safeParse({ ...valid, amount }).success).toBe(true)
    }
    expect(ACTIVATION_AMOUNTS).toMatchObject({ min: 1_000, max: 15_000 })
  })

  it.each([
    [999_00, 'amountRange'],
    [900, 'amountRange'],
    [15_100, 'amountRange'],
    [2_550, 'amountWhole'],
    [25.5, 'amountWhole'],
  ])('refuses %s cents (%s)', (amount, rule) => {
    expect(rulesOf({ ...valid, amount })).toEqual({ amount: rule })
  })

  it('refuses a bad check digit and a short number, and leaves prefixes to the stores', () => {
    // Which prefixes are ours is the stores' data: the gateway tells (activation int tests).
    const theirs = withCheckDigit('123456789012345678')
    expect(rulesOf({ ...valid, cardNumber: theirs })).toEqual({})
    const badCheck = `${ours.slice(0, -1)}${(Number(ours.slice(-1)) + 1) % 10}`
    expect(rulesOf({ ...valid, cardNumber: badCheck })).toEqual({
      cardNumber: 'cardNumberUnknown',
    })
    expect(rulesOf({ ...valid, cardNumber: '6280452' })).toEqual({
      cardNumber: 'cardNumberLength',
    })
    expect(rulesOf({ ...valid, cardNumber: '' })).toEqual({ cardNumber: 'cardNumberRequired' })
  })

  it('refuses an invalid e-mail, a different confirmation and unaccepted terms', () => {
    expect(rulesOf({ ...valid, email: 'holder@', emailConfirmation: 'holder@' })).toEqual({
      email: 'emailInvalid',
    })
    expect(rulesOf({ ...valid, emailConfirmation: 'other@example.fr' })).toEqual({
      emailConfirmation: 'emailMismatch',
    })
    expect(rulesOf({ ...valid, termsAccepted: false })).toEqual({ termsAccepted: 'termsRequired' })
    expect(rulesOf({ ...valid, paymentMethod: '' })).toEqual({
      paymentMethod: 'paymentMethodRequired',
    })
  })
})

describe('activation errors', () => {
  it('numbers the family of spec §8 from 2070, each code once', () => {
    expect(activationErrorCodes).toEqual({
      failed: 2070,
      prefixMismatch: 2071,
      invalidEmail: 2072,
      paymentFailure: 2073,
    })
    expect(activationErrorKey(2071)).toBe('prefixMismatch')
    expect(activationErrorKey(2050)).toBeUndefined()
  })

  it('gives the number and e-mail rules their codes, and no other rule', () => {
    expect(activationErrorOfRule('cardNumberUnknown')).toBe('prefixMismatch')
    expect(activationErrorOfRule('emailInvalid')).toBe('invalidEmail')
    expect(activationErrorOfRule('emailMismatch')).toBe('invalidEmail')
    expect(activationErrorOfRule('cardNumberLength')).toBeUndefined()
    expect(activationErrorOfRule('amountRange')).toBeUndefined()
  })
})

describe('blank card packs', () => {
  it('issues one card per gift card, every card of each pack, none for a donation', () => {
    const item = { qty: 3, cardsPerPack: 10 }
    expect(issuedCardCount({ ...item, productType: 'blankGiftCardPack' })).toBe(30)
    expect(issuedCardCount({ ...item, productType: 'giftcard' })).toBe(3)
    expect(issuedCardCount({ ...item, productType: 'donation' })).toBe(0)
  })

  it('counts one card per pack for a cart kept from before packs said their count', () => {
    expect(issuedCardCount({ qty: 2, productType: 'blankGiftCardPack' })).toBe(2)
  })
})

describe('the activation form', () => {
  const values = {
    cardNumber: '6280 4521 2345 6789 012',
    amountChoice: '5000',
    otherAmount: '',
    email: 'a@example.fr',
    emailConfirmation: 'a@example.fr',
    paymentMethod: 'ideal',
    bankId: 'ING',
    termsAccepted: true,
  }

  it('groups a typed or pasted number by four, 19 digits at most', () => {
    expect(groupCardNumber('62804521234567890123456')).toBe('6280 4521 2345 6789 012')
    expect(groupCardNumber('6280-4521 2')).toBe('6280 4521 2')
    expect(groupCardNumber('')).toBe('')
  })

  it('takes a quick pick or whole euros typed, and nothing else as an amount', () => {
    expect(amountOf(values)).toBe(5_000)
    const other = { ...values, amountChoice: OTHER_AMOUNT }
    expect(amountOf({ ...other, otherAmount: '35' })).toBe(3_500)
    expect(amountOf({ ...other, otherAmount: '35,50' })).toBe(3_550)
    // Nothing chosen is NaN ('required'); a text that is no amount 0 (out of range).
    expect(amountOf({ ...other, otherAmount: 'abc' })).toBe(0)
    expect(amountOf({ ...other, otherAmount: ' ' })).toBeNaN()
    expect(amountOf({ ...values, amountChoice: '' })).toBeNaN()
    expect(activationInputOf(values)).toMatchObject({
      amount: 5_000,
      paymentDetails: { bankId: 'ING' },
    })
  })

  it('puts the gateway’s errors on the fields they name, the first other one on the form', () => {
    const placed = placeActivationErrors(
      [
        { code: 2071, message: 'prefix', referencedRequestParameter: 'input.cardNumber' },
        { code: 1000, message: 'range', referencedRequestParameter: 'input.amount' },
        { code: 2070, message: 'again', referencedRequestParameter: 'input.cardNumber' },
        { code: -1, message: 'Oh oh', referencedRequestParameter: null },
        { code: 3010, message: 'captcha', referencedRequestParameter: 'captchaToken' },
      ],
      'generic',
    )
    expect(placed).toEqual({
      fields: [
        ['cardNumber', 'prefix'],
        ['amountChoice', 'range'],
      ],
      message: 'generic',
    })
    expect(fieldOfPath('input.paymentDetails.bankId')).toBe('bankId')
  })

  it('fills the amount bounds of a rule’s text', () => {
    const validation = { amountRange: 'Entre {min} et {max}.' }
    const bounds = { min: '10 €', max: '150 €' }
    expect(ruleText('amountRange', validation, bounds, 'generic')).toBe('Entre 10 € et 150 €.')
    expect(ruleText('unknownKey', validation, bounds, 'generic')).toBe('generic')
  })
})
