import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'
import { z } from 'zod'

import { compactPhone, splitE164 } from './calling-codes'

/**
 * Spec §5's floor: at least 6 digits with the calling code, and a subscriber number of at least
 * 5 digits after an optional area code. Its ceiling (11 digits) is not kept: it refuses real
 * mobiles (+44 7911 123456, +49 151 23456789), which libphonenumber's lengths already bound.
 */
const PHONE_DIGITS_MIN = 6
const SUBSCRIBER_DIGITS_MIN = 5

/** Whether an E.164 number has the spec's fewest digits (applied to a form's own country). */
export function hasSpecDigits(e164: string): boolean {
  const split = splitE164(e164)
  if (!split) return false
  const fewest = Math.max(PHONE_DIGITS_MIN - split.callingCode.length, SUBSCRIBER_DIGITS_MIN)
  return split.national.length >= fewest
}

/**
 * A typed international number ('+33 (0)6 12…', '0033 6…') as E.164 when it is a real number of
 * its country (libphonenumber's lengths and prefixes), without a trunk 0 kept after the calling
 * code ('+33 06…' → '+336…'); null otherwise. Letters are refused, not read as a keypad's.
 */
export function e164Phone(typed: string): string | null {
  const compact = compactPhone(typed)
  if (!/^\+\d+$/.test(compact)) return null
  const parsed = parsePhoneNumberFromString(compact)
  return parsed?.isValid() ? parsed.number : null
}

/** A phone number as the gateway stores it: E.164 (+33612345678). */
const phoneNumber = z.string().transform((typed, context) => {
  const e164 = e164Phone(typed)
  if (e164) return e164
  context.addIssue({ code: 'custom', message: 'phoneInvalid' })
  return z.NEVER
})

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

/**
 * The spec's floor for a number of the form's country (the address's, else the store's): a
 * number of another country is judged by its own country's lengths only.
 */
export function phoneOfCountry(
  value: { phoneNumber?: string | null },
  country: string,
  context: z.RefinementCtx,
) {
  const phone = value.phoneNumber
  if (!phone || !isSupportedCountry(country)) return
  const ownCountry = splitE164(phone)?.callingCode === getCountryCallingCode(country)
  if (ownCountry && !hasSpecDigits(phone)) {
    context.addIssue({ code: 'custom', message: 'phoneInvalid', path: ['phoneNumber'] })
  }
}
