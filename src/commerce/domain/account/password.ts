import { z } from 'zod'

/** Password rules of spec §5 and §9: at least 8, Latin letters, digits and symbols only. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
/** Printable ASCII without the space: Latin letters, digits and symbols. */
const PASSWORD_CHARACTERS = /^[\x21-\x7E]*$/

export const passwordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired', abort: true })
  .regex(PASSWORD_CHARACTERS, { error: 'passwordCharacters' })
  .min(PASSWORD_MIN, { error: 'passwordTooShort' })
  .max(PASSWORD_MAX, { error: 'passwordTooLong' })

/** A password as typed to log in: only present and bounded, so old passwords still work. */
export const currentPasswordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .max(PASSWORD_MAX, { error: 'passwordTooLong' })

/** A new password and its confirmation, which must match. */
export const newPasswordFields = {
  password: passwordSchema,
  passwordConfirmation: z.string({ error: 'passwordMismatch' }),
}

export const passwordsMatch = <T extends { password: string; passwordConfirmation: string }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.password !== value.passwordConfirmation) {
    context.addIssue({
      code: 'custom',
      message: 'passwordMismatch',
      path: ['passwordConfirmation'],
    })
  }
}
