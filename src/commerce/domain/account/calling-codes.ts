import { CALLING_CODES } from './calling-code-table'

/**
 * A number as typed in one field ('+33 (0)6 12-34.56 78', '0033 6…'): without separators, a
 * written '(0)' trunk prefix or a 00 international prefix. Letters stay, so the rule refuses them.
 */
export const compactPhone = (typed: string): string =>
  typed
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s\u00a0\u202f./()-]/g, '')
    .replace(/^00/, '+')

/** Every country with its calling code, for the calling-code select. */
export const callingCodes = (): { country: string; callingCode: string }[] => [...CALLING_CODES]

const codeOfCountry = new Map(CALLING_CODES.map((entry) => [entry.country, entry.callingCode]))

/** A country's calling code ('FR' → '33'); undefined for a country no number belongs to. */
export const callingCodeOf = (country: string): string | undefined => codeOfCountry.get(country)

let countryOfCode: Map<string, string> | undefined

/** The first country of each calling code ('1' → 'AG'), where libphonenumber names none. */
export const countriesByCode = (): Map<string, string> => {
  countryOfCode ??= new Map(
    callingCodes()
      .reverse()
      .map(({ country, callingCode }) => [callingCode, country]),
  )
  return countryOfCode
}

/**
 * An E.164 number's calling code and national digits; null when it is not '+' and digits or its
 * code is no country's. Calling codes are prefix-free, so the first one that matches is the one.
 */
export function splitE164(value: string): { callingCode: string; national: string } | null {
  if (!/^\+\d+$/.test(value)) return null
  for (const length of [1, 2, 3]) {
    const callingCode = value.slice(1, 1 + length)
    if (countriesByCode().has(callingCode))
      return { callingCode, national: value.slice(1 + length) }
  }
  return null
}
