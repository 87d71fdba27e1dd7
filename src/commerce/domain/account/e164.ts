import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min'

import { callingCodeOf, compactPhone, countriesByCode, splitE164 } from './calling-codes'

/**
 * The E.164 number of a calling-code select and a national number; '' when nothing was typed.
 * libphonenumber drops the country's trunk prefix (France's 0, not Italy's); a number typed with
 * its own '+' calling code wins over the select.
 */
export function toE164(country: string, national: string): string {
  const typed = compactPhone(national)
  if (!typed || typed.startsWith('+')) return typed
  const prefix = `+${callingCodeOf(country) ?? ''}`
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
  const sameCode = callingCodeOf(fallback) === split.callingCode
  const country =
    parsePhoneNumberFromString(value)?.country ??
    (sameCode ? fallback : countriesByCode().get(split.callingCode))
  return { country: country ?? fallback, national: split.national }
}
