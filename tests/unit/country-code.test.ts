import { describe, expect, it } from 'vitest'

import { addressSchema, countryCodeSchema } from '@/commerce/domain/account/address'
import { isCountryCode } from '@/commerce/domain/country-code'
import { userDataSchema } from '@/commerce/domain/user-data'

describe('point 8: country codes are ISO 3166-1 alpha-2 codes in use', () => {
  it.each(['GB', 'FR', 'NL', 'BE', 'DE', 'AQ', 'AX', 'SS'])('%s is a country', (code) => {
    expect(isCountryCode(code)).toBe(true)
  })

  it.each(['UK', 'ZZ', 'EU', 'XK', 'AN', 'fr', 'FRA', '', 52, null, 'toString'])(
    '%s is none',
    (code) => {
      expect(isCountryCode(code)).toBe(false)
    },
  )

  it('tells a missing country from one that does not exist', () => {
    const issue = (value: unknown) => countryCodeSchema.safeParse(value).error?.issues[0]?.message
    expect(issue('')).toBe('countryRequired')
    expect(issue(undefined)).toBe('countryRequired')
    expect(issue('UK')).toBe('countryInvalid')
    expect(issue('GB')).toBeUndefined()
  })

  it('holds for every address-book entry and for userData', () => {
    const entry = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      customerType: 'PRIVATE',
      companyName: null,
      street: 'Baker Street',
      houseNumber: 221,
      suffix: 'B',
      postCode: 'NW1 6XE',
      city: 'London',
      phoneNumber: null,
    }
    expect(addressSchema.safeParse({ ...entry, countryCode: 'GB' }).success).toBe(true)
    const refused = addressSchema.safeParse({ ...entry, countryCode: 'UK' })
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['countryCode', 'countryInvalid'],
    ])
    const userData = { language: 'fr', storeID: 52, redeemToken: null }
    expect(userDataSchema.safeParse({ ...userData, countryCode: 'BE' }).success).toBe(true)
    expect(userDataSchema.safeParse({ ...userData, countryCode: 'ZZ' }).success).toBe(false)
  })
})
