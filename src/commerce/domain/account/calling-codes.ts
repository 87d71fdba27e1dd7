import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'

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
export const callingCodes = (): { country: string; callingCode: string }[] =>
  getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }))

let countryOfCode: Map<string, string> | undefined

/** The first country of each calling code ('1' → 'AG'), where libphonenumber names none. */
const countriesByCode = (): Map<string, string> => {
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

/**
 * The E.164 number of a calling-code select and a national number; '' when nothing was typed.
 * libphonenumber drops the country's trunk prefix (France's 0, not Italy's); a number typed with
 * its own '+' calling code wins over the select.
 */
export function toE164(country: string, national: string): string {
  const typed = compactPhone(national)
  if (!typed || typed.startsWith('+')) return typed
  const prefix = `+${getCountryCallingCode(country as CountryCode)}`
  // Letters are kept for the rules to refuse (libphonenumber would read them as a keypad's).
  if (!/^\d+$/.test(typed)) return `${prefix}${typed}`
  return parsePhoneNumberFromString(typed, country as CountryCode)?.number ?? `${prefix}${typed}`
}

/** Splits a stored number back into the select's country and the national digits. */
export function fromE164(
  value: string | null | undefined,
  fallback: string,
): { country: string; national: string } {
  const split = value ? splitE164(value) : null
  if (!value || !split) return { country: fallback, national: '' }
  const sameCode = getCountryCallingCode(fallback as CountryCode) === split.callingCode
  const country =
    parsePhoneNumberFromString(value)?.country ??
    (sameCode ? fallback : countriesByCode().get(split.callingCode))
  return { country: country ?? fallback, national: split.national }
}
