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

type ResetKeys = 'resetTitle' | 'resetText' | 'resetConfirm' | 'resetCancel'

/** What the card step (the balance check) uses: the reset modal's texts of the redeem namespace. */
export type CardStepTexts = Pick<RedeemTexts, 'balance' | 'modals' | 'captcha' | 'close'> & {
  redeem: Pick<RedeemTexts['redeem'], ResetKeys>
  validation: Record<string, string>
}

/** The Validation keys of the card's number and PIN (domain/cards/card-number.ts) and captcha. */
const CARD_STEP_RULES = [
  'cardNumberRequired',
  'cardNumberLength',
  'cardNumberUnknown',
  'pinRequired',
  'pinInvalid',
  'captchaRequired',
]

/**
 * The texts of a page that shows only the card step (/verifier-solde/): the later steps' texts
 * and the other forms' rules stay off it, a third of its HTML (issue 39).
 */
export function cardStepTexts({ balance, modals, captcha, close, ...texts }: RedeemTexts) {
  const { resetTitle, resetText, resetConfirm, resetCancel } = texts.redeem
  const validation = Object.fromEntries(
    Object.entries(texts.validation).filter(([key]) => CARD_STEP_RULES.includes(key)),
  )
  return {
    balance,
    modals,
    captcha,
    close,
    redeem: { resetTitle, resetText, resetConfirm, resetCancel },
    validation,
  } satisfies CardStepTexts
}

/** A rule's key in the holder's words (the redeem namespace first, then Validation). */
export const ruleText = (texts: CardStepTexts, key: string | undefined): string =>
  (key && ((texts.redeem as Record<string, string>)[key] ?? texts.validation[key])) ||
  texts.balance.genericError
