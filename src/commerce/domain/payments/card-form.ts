import { z } from 'zod'

import { isLuhnValid } from '../luhn'

import {
  cardDigits,
  cardLengthFits,
  cvcLength,
  detectCardBrand,
  type CardBrand,
} from './card-brand'

/** 'MM/YY', spaces around the slash allowed. */
const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/

/** Cards are issued for a few years; a date further than this is a typing error. */
const MAX_YEARS_AHEAD = 20

/**
 * Whether 'MM/YY' is a month from the current one (a card is valid through its expiry month)
 * up to MAX_YEARS_AHEAD years ahead: 'past', 'invalid' or 'ok'.
 */
export function checkExpiry(expiry: string, now: Date): 'ok' | 'past' | 'invalid' {
  const match = EXPIRY.exec(expiry.trim())
  if (!match) return 'invalid'
  const months = (2000 + Number(match[2])) * 12 + Number(match[1]) - 1
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (months < current) return 'past'
  return months - current > MAX_YEARS_AHEAD * 12 ? 'invalid' : 'ok'
}

/** Why a card number is refused, or null: unknown brand, wrong length or failed Luhn check. */
export function cardNumberProblem(number: string): string | null {
  const digits = cardDigits(number)
  if (!digits) return 'cardNumberRequired'
  if (!/^\d+$/.test(digits)) return 'cardNumberInvalid'
  const brand = detectCardBrand(digits)
  if (!brand) return 'cardNumberUnknown'
  return cardLengthFits(brand, digits) && isLuhnValid(digits) ? null : 'cardNumberInvalid'
}

/**
 * The card form of the payment page (spec §5: card holder name, CVC and expiry required).
 * Messages are keys of the `Payments` namespace; the result holds digits and the detected brand.
 */
export const cardFormSchema = (now: Date = new Date()) =>
  z
    .object({
      holder: z
        .string()
        .trim()
        .min(1, { error: 'cardHolderRequired' })
        .max(100, { error: 'cardHolderTooLong' }),
      number: z.string().superRefine((number, context) => {
        const problem = cardNumberProblem(number)
        if (problem) context.addIssue({ code: 'custom', message: problem })
      }),
      expiry: z
        .string()
        .trim()
        .min(1, { error: 'expiryRequired', abort: true })
        .superRefine((expiry, context) => {
          const state = checkExpiry(expiry, now)
          if (state === 'ok') return
          context.addIssue({
            code: 'custom',
            message: state === 'past' ? 'expiryPast' : 'expiryInvalid',
          })
        }),
      cvc: z
        .string()
        .trim()
        .min(1, { error: 'cvcRequired', abort: true })
        .regex(/^\d{3,4}$/, { error: 'cvcInvalid' }),
    })
    .superRefine(({ number, cvc }, context) => {
      const brand = detectCardBrand(number)
      if (brand && /^\d{3,4}$/.test(cvc.trim()) && cvc.trim().length !== cvcLength(brand)) {
        context.addIssue({ code: 'custom', path: ['cvc'], message: 'cvcInvalid' })
      }
    })
    .transform(({ holder, number, expiry, cvc }) => {
      const digits = cardDigits(number)
      const [month, year] = expiry.split('/').map((part) => Number(part.trim()))
      return {
        holder,
        number: digits,
        brand: detectCardBrand(digits) as CardBrand,
        expiryMonth: month!,
        expiryYear: 2000 + year!,
        cvc,
      }
    })

export type CardForm = z.infer<ReturnType<typeof cardFormSchema>>

/** The first error key per field, for the form to show next to each input. */
export function cardFormErrors(error: z.ZodError): Partial<Record<keyof CardForm, string>> {
  const errors: Partial<Record<string, string>> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'number')
    errors[field] ??= issue.message
  }
  return errors as Partial<Record<keyof CardForm, string>>
}
