import type { FormTexts } from '@/components/form/form-errors'
import type { CaptchaTexts } from '@/components/captcha/types'
import type fr from '@/i18n/messages/fr'

type Messages = typeof fr

/** The doubler form's texts, handed from the page to its client leaves. */
export type DoublerTexts = {
  doubler: Messages['Doubler']
  captcha: CaptchaTexts
  /** The card and e-mail rules' Validation keys, the terms' own key, the account family. */
  form: FormTexts
}

export const doublerTexts = (messages: Messages): DoublerTexts => ({
  doubler: messages.Doubler,
  captcha: messages.Captcha,
  form: {
    validation: {
      ...messages.Validation,
      doublerTermsRequired: messages.DoublerErrors.termsRequired,
    },
    errors: messages.AccountErrors,
  },
})
