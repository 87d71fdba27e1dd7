import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { GATEWAY_ERROR_KEYS } from '@/commerce/client/gateway-errors'
import { COMPANY_REGISTERS, companyRegister } from '@/commerce/domain/account/business'
import { checkoutTexts } from '@/commerce/widgets/checkout'
import {
  CHECKOUT_VALIDATION_KEYS,
  LATER_VALIDATION_KEYS,
} from '@/commerce/widgets/checkout/validation-keys'
import fr from '@/i18n/messages/fr'

/**
 * The rules of the checkout, its retry view and the redeem checkout and guest order form: the
 * domain's schemas they are made of, and the form's glue around them.
 */
const ruleSources = [
  'src/commerce/domain/checkout/checkout-input.ts',
  'src/commerce/domain/checkout/checkout-addresses.ts',
  'src/commerce/domain/account/address.ts',
  'src/commerce/domain/account/email.ts',
  'src/commerce/domain/account/names.ts',
  'src/commerce/domain/account/phone.ts',
  'src/commerce/domain/account/password.ts',
  'src/commerce/domain/postal-fields.ts',
  'src/commerce/domain/orders/click-id-schema.ts',
  'src/commerce/domain/redeem/redeem-guest.ts',
  'src/commerce/widgets/checkout/rules.ts',
  'src/commerce/widgets/checkout/form-input.ts',
  'src/commerce/widgets/redeem/checkout-rules.ts',
  'src/commerce/widgets/redeem/identify/guest-rules.ts',
  'src/components/form/form-rules.ts',
  'src/components/form/phone-values.ts',
  'src/components/form/postal-values.ts',
]

/** The forms that name a Validation text themselves (`validation.captchaRequired`). */
const formSources = [
  'src/commerce/widgets/checkout/checkout-form.client.tsx',
  'src/commerce/widgets/checkout/details-fields.client.tsx',
  'src/commerce/widgets/checkout/account-fields.client.tsx',
  'src/commerce/widgets/checkout/retry-payment.client.tsx',
  'src/commerce/widgets/redeem/redeem-checkout-form.client.tsx',
  'src/commerce/widgets/redeem/identify/guest-order-form.client.tsx',
]

describe('the Validation texts the checkout gets', () => {
  it('are every key its rules, its forms and the gateway’s answers can name, and no other', () => {
    // A register's keys are made from its name (business.ts): no source spells them out.
    const registers = [...Object.values(COMPANY_REGISTERS), companyRegister('ZZ')]
    const named = new Set<string>(
      registers.flatMap((register) => [register.requiredKey, register.invalidKey]),
    )
    // The gateway's other errors come in the shopper's words; errorText translates these codes.
    for (const key of GATEWAY_ERROR_KEYS) named.add(key)
    for (const file of ruleSources) {
      const text = fs.readFileSync(file, 'utf8')
      for (const [, word] of text.matchAll(/'([A-Za-z]+)'/g)) {
        if (word! in fr.Validation) named.add(word!)
      }
    }
    for (const file of formSources) {
      const text = fs.readFileSync(file, 'utf8')
      for (const [, word] of text.matchAll(/validation\.([A-Za-z]+)/g)) named.add(word!)
    }
    expect([...CHECKOUT_VALIDATION_KEYS].sort()).toEqual([...named].sort())
  })

  it('that come later are none the first step’s rules name: the buyer’s address and company', () => {
    // The billing address's rules, without the delivery address's that follow them.
    const billing = fs
      .readFileSync('src/commerce/domain/checkout/checkout-addresses.ts', 'utf8')
      .split('export const deliveryAddressSchema')[0]!
    const parts = [
      'src/commerce/domain/account/address.ts',
      'src/commerce/domain/account/email.ts',
      'src/commerce/domain/account/names.ts',
      'src/commerce/domain/account/phone.ts',
      'src/commerce/domain/postal-fields.ts',
    ].map((file) => fs.readFileSync(file, 'utf8'))
    const registers = [...Object.values(COMPANY_REGISTERS), companyRegister('ZZ')]
    const named = new Set<string>(
      registers.flatMap((register) => [register.requiredKey, register.invalidKey]),
    )
    for (const text of [billing, ...parts]) {
      for (const [, word] of text.matchAll(/'([A-Za-z]+)'/g)) {
        if (word! in fr.Validation) named.add(word!)
      }
    }
    const later = new Set<string>(LATER_VALIDATION_KEYS)
    expect([...named].filter((key) => later.has(key))).toEqual([])
    // And every key is in one part or the other.
    expect(CHECKOUT_VALIDATION_KEYS.filter((key) => !named.has(key) && !later.has(key))).toEqual([])
  })

  it('are the checkout texts’ own, in the shopper’s language', () => {
    const { validation } = checkoutTexts(fr).fields
    expect(Object.keys(validation).sort()).toEqual([...CHECKOUT_VALIDATION_KEYS].sort())
    expect(validation.sirenRequired).toBe(fr.Validation.sirenRequired)
    expect(validation).not.toHaveProperty('pinRequired')
  })
})
