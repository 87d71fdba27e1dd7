import { describe, expect, it } from 'vitest'

import { type TypedField, withTypedValues } from '@/commerce/widgets/checkout/typed-values'
import { blankCheckout } from '@/commerce/widgets/checkout/values'

const field = (name: string, value: string, more: Partial<TypedField> = {}): TypedField => ({
  name,
  type: 'text',
  value,
  checked: false,
  readOnly: false,
  ...more,
})

describe('the checkout form starts from what was typed before its code came', () => {
  const blank = blankCheckout('FR')

  it('takes typed text, the chosen radio and ticked boxes, by their dotted names', () => {
    const values = withTypedValues(blank, [
      field('billingAddress.firstName', 'Camille'),
      field('billingAddress.email', 'camille@example.fr', { type: 'email' }),
      field('billingAddress.customerType', 'PRIVATE', { type: 'radio' }),
      field('billingAddress.customerType', 'BUSINESS', { type: 'radio', checked: true }),
      field('wantsAccount', 'on', { type: 'checkbox', checked: true }),
    ])
    expect(values.billingAddress.firstName).toBe('Camille')
    expect(values.billingAddress.email).toBe('camille@example.fr')
    expect(values.billingAddress.customerType).toBe('BUSINESS')
    expect(values.wantsAccount).toBe(true)
    expect(values.billingAddress.lastName).toBe('')
    expect(values.deliveryAddress).toEqual(blank.deliveryAddress)
  })

  it('ignores read-only stand-ins, hidden inputs, unknown names and the wrong kind of input', () => {
    const values = withTypedValues(blank, [
      field('billingAddress.countryCode', 'France', { readOnly: true }),
      field('billingAddress.phoneCountry', 'DE', { type: 'hidden' }),
      field('billingAddress.isAdmin', 'yes'),
      field('billingAddress', 'flat'),
      field('__proto__.polluted', 'yes'),
      field('wantsAccount', 'true'),
      field('billingAddress.firstName', 'on', { type: 'checkbox', checked: true }),
    ])
    expect(values).toEqual(blank)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('leaves the blank form untouched when nothing was typed', () => {
    expect(withTypedValues(blank, [])).toBe(blank)
    const untouched = [
      field('billingAddress.firstName', ''),
      field('billingAddress.customerType', 'PRIVATE', { type: 'radio', checked: true }),
      field('billingAddress.customerType', 'BUSINESS', { type: 'radio' }),
      field('wantsAccount', 'on', { type: 'checkbox' }),
    ]
    expect(withTypedValues(blank, untouched)).toBe(blank)
  })
})
