import type { CaptchaTexts } from '@/components/captcha/types'
import type fr from '@/i18n/messages/fr'

type Messages = typeof fr

/** Every text of the activation and voucher data widgets, handed from the page to its leaves. */
export type ActivationTexts = {
  activation: Messages['Activation']
  voucher: Messages['VoucherData']
  errors: Messages['ActivationErrors']
  validation: Record<string, string>
  captcha: CaptchaTexts
}

/** The activation form's texts: the voucher data page's are not its page's to carry. */
export type ActivationFormTexts = Omit<ActivationTexts, 'voucher'>

/** The part of a language's messages these widgets need, and no more. */
export const activationTexts = (messages: Messages): ActivationTexts => ({
  activation: messages.Activation,
  voucher: messages.VoucherData,
  errors: messages.ActivationErrors,
  validation: messages.Validation,
  captcha: messages.Captcha,
})
