import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'

/** The E.164 number of a calling-code select and a national number; '' when no digits. */
export function toE164(country: string, national: string): string {
  const digits = national.replace(/\D/g, '')
  if (!digits) return ''
  const code = getCountryCallingCode(country as CountryCode)
  return `+${code}${digits.replace(/^0/, '')}`
}

/** Splits a stored number back into the select's country and the national digits. */
export function fromE164(
  value: string | null | undefined,
  fallback: string,
): { country: string; national: string } {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined
  return parsed
    ? { country: parsed.country ?? fallback, national: parsed.nationalNumber }
    : { country: fallback, national: '' }
}

/** Every country with its calling code, for the calling-code select. */
export const callingCodes = (): { country: string; callingCode: string }[] =>
  getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }))
