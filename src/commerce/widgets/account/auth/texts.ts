import type { CaptchaTexts } from '@/components/captcha/types'
import type fr from '@/i18n/messages/fr'

import type { FormTexts } from '@/components/form/form-errors'

type Messages = typeof fr

/** Every text of the identification widgets, handed from the page to its client leaves. */
export type AuthTexts = {
  auth: Messages['AccountAuth']
  captcha: CaptchaTexts
  form: FormTexts
  close: string
}

/** The part of a language's messages these widgets need, and no more, for the page's payload. */
export const authTexts = (messages: Messages): AuthTexts => ({
  auth: messages.AccountAuth,
  captcha: messages.Captcha,
  form: { validation: messages.Validation, errors: messages.AccountErrors },
  close: messages.Modal.close,
})
