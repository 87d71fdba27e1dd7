import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'

import {
  forgotPasswordSchema,
  identifySchema,
  loginSchema,
  newPasswordSchema,
  registerSchemaFor,
} from '@/commerce/domain/account/customer'
import { emailSchema } from '@/commerce/domain/account/email'

/**
 * The forms' rules: the gateway's own schemas. The captcha token is no field: the form asks the
 * captcha for it once the rest is valid (no token, no request).
 */
const withoutCaptcha = { captchaToken: true } as const

/**
 * Register in a store: the gateway's schema, the company number checked in the store's register,
 * plus the e-mail typed twice, a check of the form only (spec §5): once the e-mail itself is
 * valid, so an empty form says what is missing, not that two blanks differ.
 */
export const registerFormSchema = (storeCountry: string) =>
  registerSchemaFor(storeCountry)
    .safeExtend({ emailConfirmation: z.string() })
    .refine((value) => value.email === emailSchema.safeParse(value.emailConfirmation).data, {
      error: 'emailMismatch',
      path: ['emailConfirmation'],
      when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'email'),
    })

export const identifyResolver = zodResolver(identifySchema.omit(withoutCaptcha))
export const loginResolver = zodResolver(loginSchema.omit(withoutCaptcha))
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema.omit(withoutCaptcha))
export const registerResolver = (storeCountry: string) =>
  zodResolver(registerFormSchema(storeCountry))
export const newPasswordResolver = zodResolver(newPasswordSchema)
