import { describe, expect, it } from 'vitest'

import { cardErrorCodes } from '@/commerce/domain/cards/card-errors'
import { luhnCheckDigit } from '@/commerce/domain/luhn'
import { cardFormErrors } from '@/commerce/widgets/redeem/card-errors'
import * as domainCard from '@/commerce/domain/cards/card-number'
import {
  CARD_NUMBER_LENGTH,
  groupCardNumber,
  PIN_LENGTH,
  pinDigits,
} from '@/components/form/card-input'
import { placeRedeemOrderInput } from '@/commerce/widgets/redeem/checkout-input'
import { redeemCheckoutSchema } from '@/commerce/widgets/redeem/checkout-rules'
import { leavesFlow } from '@/commerce/widgets/redeem/leave'
import { redeemErrorText } from '@/commerce/widgets/redeem/redeem-errors'
import {
  amountBounds,
  cardCredentialsSchema,
  redeemChoiceSchema,
} from '@/commerce/widgets/redeem/rules'
import { chosenCount, slugOfProductPath } from '@/commerce/widgets/redeem/shop-data'
import { toCheckoutInput } from '@/commerce/widgets/checkout/form-input'
import { blankCheckout } from '@/commerce/widgets/checkout/values'

const ours = (() => {
  const payload = '628045212345678901'
  return `${payload}${luhnCheckDigit(payload)}`
})()

describe('card input as typed', () => {
  it.each([
    ['6280452123', '6280 4521 23'],
    ['6280 4521 2345 6789 0123 99', '6280 4521 2345 6789 012'],
    ['62-80x45', '6280 45'],
    ['', ''],
  ])('groups %j as %j', (typed, shown) => expect(groupCardNumber(typed)).toBe(shown))

  it('uses the domain’s lengths', () => {
    expect(CARD_NUMBER_LENGTH).toBe(domainCard.CARD_NUMBER_LENGTH)
    expect(PIN_LENGTH).toBe(domainCard.PIN_LENGTH)
  })

  it('keeps six PIN digits', () => expect(pinDigits('12 34a567')).toBe('123456'))

  it('accepts a grouped number of ours and names the unknown prefix', () => {
    const grouped = groupCardNumber(ours)
    expect(cardCredentialsSchema.parse({ cardNumber: grouped, pin: '123 456' })).toEqual({
      cardNumber: ours,
      pin: '123456',
    })
    const unknown = cardCredentialsSchema.safeParse({ cardNumber: '1'.repeat(19), pin: '123456' })
    expect(unknown.error?.issues.map((issue) => issue.message)).toEqual(['cardNumberUnknown'])
    const short = cardCredentialsSchema.safeParse({ cardNumber: '6280', pin: '12' })
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([
      'cardNumberLength',
      'pinInvalid',
    ])
  })
})

describe('the gift card modal rules', () => {
  const money = (value: number) => ({ currency: 'EUR', value })

  it('reads the product bounds, else 10 to 500 EUR', () => {
    expect(amountBounds(null)).toEqual({ min: 1_000, max: 50_000 })
    expect(
      amountBounds({
        minimumAvailableCustomAmount: money(2_500),
        maximumAvailableCustomAmount: money(20_000),
      }),
    ).toEqual({ min: 2_500, max: 20_000 })
  })

  it.each([
    ['40', { amount: 4_000, deliveryType: 'DIGITAL' }],
    ['', 'amountRequired'],
    ['12.5', 'amountWhole'],
    ['5', 'amountRange'],
    ['501', 'amountRange'],
  ])('amount %j', (amount, expected) => {
    const parsed = redeemChoiceSchema({ min: 1_000, max: 50_000 }).safeParse({
      amount,
      deliveryType: 'DIGITAL',
    })
    if (typeof expected === 'string') expect(parsed.error?.issues[0]?.message).toBe(expected)
    else expect(parsed.data).toEqual(expected)
  })
})

describe('leaving the redeem flow', () => {
  const origin = 'https://cartecadeau.localhost'
  it.each([
    ['/', true],
    ['/cartes-cadeaux/', true],
    ['/verifier-solde/', false],
    ['/verifier-solde/resultat/', false],
    ['/verifier-solde/paiement', false],
    ['/verifier-solde-autre/', true],
  ])('%s leaves: %s', (path, leaves) =>
    expect(leavesFlow(new URL(path, origin), origin, '/verifier-solde/')).toBe(leaves),
  )

  it('leaves another site to the browser', () =>
    expect(leavesFlow(new URL('https://example.com/'), origin, '/verifier-solde/')).toBe(false))
})

describe('card and redeem errors in the holder’s words', () => {
  const generic = 'Quelque chose a mal tourné'

  it('shows worded card errors, on their field when named', () => {
    const sorted = cardFormErrors(
      [
        {
          code: cardErrorCodes.unknown,
          message: 'Ne vont pas ensemble',
          referencedRequestParameter: null,
        },
        { code: 1000, message: 'PIN invalide', referencedRequestParameter: 'card.pin' },
        { code: 9999, message: 'internal detail', referencedRequestParameter: null },
      ],
      generic,
    )
    expect(sorted).toEqual({ fields: { pin: 'PIN invalide' }, form: 'Ne vont pas ensemble' })
  })

  it('never shows an unknown code’s own words', () => {
    expect(cardFormErrors([{ code: -1, message: 'boom' }], generic).form).toBe(generic)
    expect(redeemErrorText([{ code: 42, message: 'boom' }], generic)).toBe(generic)
    expect(redeemErrorText(null, generic)).toBe(generic)
    expect(
      redeemErrorText(
        [{ code: cardErrorCodes.redeemMinimumValue, message: 'Au moins 10 €' }],
        generic,
      ),
    ).toBe('Au moins 10 €')
  })
})

describe('the redeem checkout', () => {
  const filled = () => {
    const values = blankCheckout('FR')
    Object.assign(values.billingAddress, {
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@example.fr',
      street: 'rue de la Paix',
      houseNumber: '12',
      postCode: '75002',
      city: 'Paris',
    })
    values.termsAccepted = true
    return values
  }

  it('asks no payment method when the cards pay it all', () => {
    const parsed = redeemCheckoutSchema(false).parse(toCheckoutInput(filled(), false))
    const input = placeRedeemOrderInput(parsed, { mustPay: false, needsDeliveryAddress: false })
    expect(input.paymentMethod).toBeNull()
    expect(input).not.toHaveProperty('paymentDetails', null)
    expect(input.deliveryAddress).toBeNull()
    expect(input.billingAddress.email).toBe('camille@example.fr')
  })

  it('asks a payment method for a shortfall and posts to the billing address', () => {
    const values = filled()
    const missing = redeemCheckoutSchema(true).safeParse(toCheckoutInput(values, true))
    expect(missing.error?.issues.map((issue) => issue.message)).toContain('paymentMethodRequired')
    values.paymentMethod = 'card'
    const parsed = redeemCheckoutSchema(true).parse(toCheckoutInput(values, true))
    const input = placeRedeemOrderInput(parsed, { mustPay: true, needsDeliveryAddress: true })
    expect(input.paymentMethod).toBe('card')
    expect(input.deliveryAddress).toMatchObject({ city: 'Paris', firstName: 'Camille' })
  })
})

describe('redeem shop data', () => {
  it('reads a product slug from its path', () => {
    expect(slugOfProductPath('/cartes-cadeaux/fnac/')).toBe('fnac')
    expect(slugOfProductPath('/nl/cadeaubonnen/bol/')).toBe('bol')
  })

  it('counts every chosen card', () => {
    const item = (qty: number) => ({ items: [{ qty }] })
    const order = { shipments: [{ packages: [item(2), item(1)] }, { packages: [item(3)] }] }
    expect(chosenCount(order as never)).toBe(6)
    expect(chosenCount(null)).toBe(0)
  })
})
