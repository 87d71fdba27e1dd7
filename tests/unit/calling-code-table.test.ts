import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'

import { CALLING_CODES } from '@/commerce/domain/account/calling-code-table'
import { callingCodeOf, splitE164 } from '@/commerce/domain/account/calling-codes'

describe('the calling codes the forms show without libphonenumber', () => {
  it("are libphonenumber's own, country by country and in its order", () => {
    expect(CALLING_CODES).toEqual(
      getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) })),
    )
  })

  it('give a country its code and split a number at its code', () => {
    expect(callingCodeOf('FR')).toBe('33')
    expect(callingCodeOf('XX')).toBeUndefined()
    expect(splitE164('+32470123456')).toEqual({ callingCode: '32', national: '470123456' })
    expect(splitE164('+1416555')).toEqual({ callingCode: '1', national: '416555' })
  })
})
