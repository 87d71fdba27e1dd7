import { type CaptchaFormTexts, captchaFormTexts } from '@/components/form/captcha-form-texts'
import type fr from '@/i18n/messages/fr'

type Messages = typeof fr

/** Every text of the identification widgets, handed from the page to its client leaves. */
export type AuthTexts = CaptchaFormTexts & { auth: Messages['AccountAuth'] }

/** The part of a language's messages these widgets need, and no more, for the page's payload. */
export const authTexts = (messages: Messages): AuthTexts => ({
  auth: messages.AccountAuth,
  ...captchaFormTexts(messages),
})
