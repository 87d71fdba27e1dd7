import { z } from 'zod'

import { compactPhone, splitE164 } from './calling-codes'

/**
 * Spec §5: a number has 6 to 11 digits with its calling code, so the national number has at least
 * 6 and at most 11 minus the calling code's digits (+33: 4 to 9, +1: 5 to 10, +352: 3 to 8).
 */
const PHONE_DIGITS_MIN = 6
const PHONE_DIGITS_MAX = 11

/**
 * Spec §5's other pattern: 5 to 8 digits after an optional area code. The area code is at most
 * 3 digits (France 1, the Netherlands and Belgium 1 to 3, once the trunk 0 is dropped), so it
 * adds a floor of 5 digits to the count above.
 */
const SUBSCRIBER_NUMBER = /^\d{0,3}\d{5,8}$/

/** Whether an E.164 number ('+33612345678') passes both rules of spec §5. */
export function isAllowedPhone(e164: string): boolean {
  const split = splitE164(e164)
  if (!split) return false
  const { callingCode, national } = split
  return (
    national.length >= PHONE_DIGITS_MIN - callingCode.length &&
    national.length <= PHONE_DIGITS_MAX - callingCode.length &&
    SUBSCRIBER_NUMBER.test(national)
  )
}

/** A phone number as the gateway stores it: E.164 (+33612345678). */
const phoneNumber = z
  .string()
  .transform(compactPhone)
  .refine(isAllowedPhone, { error: 'phoneInvalid' })

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
