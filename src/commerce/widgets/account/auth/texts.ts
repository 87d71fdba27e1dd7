import { type CaptchaFormTexts, captchaFormTexts } from '@/components/form/captcha-form-texts'
import type fr from '@/i18n/messages/fr'
import { pickTexts } from '@/i18n/pick-texts'

import { authValidation } from './validation-keys'

type Messages = typeof fr
export type AuthKey = keyof Messages['AccountAuth']

/**
 * The texts of the identification widgets, handed from the page to its client leaves: of the
 * AccountAuth ones, `K` (a form's, text-keys.ts), all by default.
 */
export type AuthTexts<K extends AuthKey = AuthKey> = CaptchaFormTexts & {
  auth: Pick<Messages['AccountAuth'], K>
}

/**
 * The part of a language's messages these widgets need, and no more, for the page's payload:
 * of the AccountAuth texts, `keys` when given.
 */
export function authTexts<K extends AuthKey = AuthKey>(
  messages: Messages,
  keys?: readonly K[],
): AuthTexts<K> {
  const texts = captchaFormTexts(messages)
  const all = messages.AccountAuth
  return {
    auth: keys ? pickTexts(all, keys) : all,
    ...texts,
    form: { ...texts.form, validation: authValidation(messages.Validation) },
  }
}
