import type { FormTexts } from '@/components/form/form-errors'
import type { CaptchaTexts } from '@/components/captcha/types'
import type fr from '@/i18n/messages/fr'

type Messages = typeof fr

/** The quote form's texts, handed from the page to its client leaves. */
export type QuoteTexts = {
  business: Messages['Business']
  captcha: CaptchaTexts
  /** Validation keys of the shared rules and the account error family (captcha, rate limit). */
  form: FormTexts
  close: string
}

export const quoteTexts = (messages: Messages): QuoteTexts => ({
  business: messages.Business,
  captcha: messages.Captcha,
  form: { validation: messages.Validation, errors: messages.AccountErrors },
  close: messages.Modal.close,
})
