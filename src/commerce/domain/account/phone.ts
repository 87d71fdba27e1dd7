import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'
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
