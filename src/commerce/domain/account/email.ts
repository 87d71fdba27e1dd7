import { z } from 'zod'

export const EMAIL_MAX = 254

/** An e-mail address, trimmed and lower-cased so one person has one account. */
export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(EMAIL_MAX, { error: 'emailInvalid' })
  .pipe(z.email({ error: 'emailInvalid' }))
  .transform((email) => email.toLowerCase())

/** An optional e-mail (invoice e-mail): empty means none. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, { error: 'emailInvalid' })
  .transform((email) => email.toLowerCase())
  .pipe(z.union([z.literal(''), z.email({ error: 'emailInvalid' })]))
  .nullish()
  .transform((email) => email || null)

/** The billing e-mail of spec §3: invoiceEmail if present, else email. */
export const billingEmail = (profile: { email: string; invoiceEmail?: string | null }): string =>
  profile.invoiceEmail || profile.email
