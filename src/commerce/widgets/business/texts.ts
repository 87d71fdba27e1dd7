import { type CaptchaFormTexts, captchaFormTexts } from '@/components/form/captcha-form-texts'
import type fr from '@/i18n/messages/fr'

type Messages = typeof fr

/** The quote form's texts, handed from the page to its client leaves. */
export type QuoteTexts = CaptchaFormTexts & { business: Messages['Business'] }

export const quoteTexts = (messages: Messages): QuoteTexts => ({
  business: messages.Business,
  ...captchaFormTexts(messages),
})
