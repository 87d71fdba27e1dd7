import type { CaptchaTexts } from '@/components/captcha/types'
import type fr from '@/i18n/messages/fr'

import type { FormTexts } from './form-errors'

/**
 * The texts of a captcha form in a modal or a page (identification, business quote): the captcha's,
 * the rules' and the account error family's, and the modal's close.
 */
export type CaptchaFormTexts = {
  captcha: CaptchaTexts
  form: FormTexts
  close: string
}

export const captchaFormTexts = (messages: typeof fr): CaptchaFormTexts => ({
  captcha: messages.Captcha,
  form: { validation: messages.Validation, errors: messages.AccountErrors },
  close: messages.Modal.close,
})
