import { describe, expect, it } from 'vitest'

import { fromE164, toE164 } from '@/commerce/domain/account/calling-codes'
import { optionalPhoneSchema, requiredPhoneSchema } from '@/commerce/domain/account/phone'

const answer = (schema: typeof requiredPhoneSchema | typeof optionalPhoneSchema, value: string) => {
  const result = schema.safeParse(value)
  return result.success ? result.data : result.error.issues[0]?.message
}

const digits = (count: number) => '612345678901'.slice(0, count)

/**
 * Spec §5 per calling code: 6 − n to 11 − n national digits (n: the calling code's digits), and
 * at least 5, the other pattern's subscriber number after an optional area code.
 */
describe.each([
  { callingCode: '1', fewest: 5, most: 10 },
  { callingCode: '31', fewest: 5, most: 9 },
  { callingCode: '32', fewest: 5, most: 9 },
  { callingCode: '33', fewest: 5, most: 9 },
  { callingCode: '44', fewest: 5, most: 9 },
  { callingCode: '49', fewest: 5, most: 9 },
  { callingCode: '352', fewest: 5, most: 8 },
  { callingCode: '590', fewest: 5, most: 8 },
])('+$callingCode: $fewest to $most national digits', ({ callingCode, fewest, most }) => {
  it.each([
    [fewest - 1, false],
    [fewest, true],
    [most, true],
    [most + 1, false],
  ])('%i digits: accepted %s', (count, accepted) => {
    const number = `+${callingCode}${digits(count)}`
    expect(answer(requiredPhoneSchema, number)).toBe(accepted ? number : 'phoneInvalid')
    expect(answer(optionalPhoneSchema, number)).toBe(accepted ? number : 'phoneInvalid')
  })
})

describe('numbers as shoppers type them beside the calling-code select', () => {
  it.each([
    ['FR', '06 12 34 56 78', '+33612345678'],
    ['FR', '6.12.34.56.78', '+33612345678'],
    ['FR', '01 23 45', '+33012345'],
    ['NL', '06-12345678', '+31612345678'],
    ['NL', '(020) 123 4567', '+31201234567'],
    ['BE', '0470 12 34 56', '+32470123456'],
    ['US', '(212) 555-1234', '+12125551234'],
    ['DE', '030 1234567', '+49301234567'],
    ['FR', '+32 470 12 34 56', '+32470123456'],
    ['FR', '0032 470 12 34 56', '+32470123456'],
  ])('%s %j → %s, accepted', (country, national, e164) => {
    expect(toE164(country, national)).toBe(e164)
    expect(answer(requiredPhoneSchema, toE164(country, national))).toBe(e164)
  })

  it.each([
    ['FR', '06 12'],
    ['FR', '06 12 AB 56 78'],
    ['FR', '06 12 34 56 78 90'],
    ['GB', '07911 123456'],
    ['DE', '0151 12345678'],
    ['LU', '621 123 456'],
    ['FR', '+999 123 456'],
  ])('%s %j is refused', (country, national) => {
    expect(answer(requiredPhoneSchema, toE164(country, national))).toBe('phoneInvalid')
  })

  it('says a missing number is required, and leaves an optional one out', () => {
    expect(toE164('FR', '  ')).toBe('')
    expect(answer(requiredPhoneSchema, '')).toBe('phoneRequired')
    expect(answer(optionalPhoneSchema, '')).toBeNull()
  })

  it('reads an international number typed in one field', () => {
    expect(answer(optionalPhoneSchema, '+33 (0)6 12 34 56 78')).toBe('+33612345678')
    expect(answer(optionalPhoneSchema, '0033 6 12 34 56 78')).toBe('+33612345678')
    expect(answer(optionalPhoneSchema, '06 12 34 56 78')).toBe('phoneInvalid')
  })

  it('splits a stored number back into the select and the national digits', () => {
    expect(fromE164('+33612345678', 'FR')).toEqual({ country: 'FR', national: '612345678' })
    expect(fromE164('+32470123456', 'FR')).toEqual({ country: 'BE', national: '470123456' })
    expect(fromE164('+33012345', 'FR')).toEqual({ country: 'FR', national: '012345' })
    expect(fromE164(null, 'FR')).toEqual({ country: 'FR', national: '' })
  })
})
