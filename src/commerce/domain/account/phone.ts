import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'
import { z } from 'zod'

/** A phone number as the gateway stores it: E.164 (+33612345678), valid for its country. */
const phoneNumber = z
  .string()
  .trim()
  .refine((value) => isValidPhoneNumber(value), { error: 'phoneInvalid' })
  .transform((value) => parsePhoneNumberFromString(value)?.number ?? value)

/** 'Phone number is a required field' when empty, 'Please enter valid phone number' when wrong. */
export const requiredPhoneSchema = z
  .string({ error: 'phoneRequired' })
  .trim()
  .min(1, { error: 'phoneRequired' })
  .pipe(phoneNumber)

/** An optional phone: if filled, it must be valid (spec §5). */
export const optionalPhoneSchema = z
  .union([z.literal(''), phoneNumber], { error: 'phoneInvalid' })
  .nullish()
  .transform((value) => value || null)

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
