import type { CaptchaTexts } from '@/components/captcha/types'
import type fr from '@/i18n/messages/fr'

type Messages = typeof fr

/**
 * The redeem pages' texts as raw messages (plain `{name}` arguments filled by `fill` in the
 * browser): the four namespaces of the redeem area, the card Validation keys, the captcha.
 * Card errors arrive from the gateway already in the holder's language.
 */
export type RedeemTexts = {
  balance: Messages['BalanceCheck']
  redeem: Messages['Redeem']
  checkout: Messages['RedeemCheckout']
  modals: Messages['RedeemModals']
  validation: Record<string, string>
  captcha: CaptchaTexts
  close: string
}

export const redeemTexts = (messages: Messages): RedeemTexts => ({
  balance: messages.BalanceCheck,
  redeem: messages.Redeem,
  checkout: messages.RedeemCheckout,
  modals: messages.RedeemModals,
  validation: messages.Validation,
  captcha: messages.Captcha,
  close: messages.Modal.close,
})

/** A rule's key in the holder's words (the redeem namespace first, then Validation). */
export const ruleText = (texts: RedeemTexts, key: string | undefined): string =>
  (key && ((texts.redeem as Record<string, string>)[key] ?? texts.validation[key])) ||
  texts.balance.genericError
