import type { AuthTexts } from '@/commerce/widgets/account'
import type { CheckoutTexts } from '@/commerce/widgets/checkout'
import type fr from '@/i18n/messages/fr'

/**
 * The redeem guest order modal's texts: its own namespace, the account forms' (e-mail, login,
 * captcha) and the checkout's field labels and rules (the guest form's fields are the same).
 */
export type RedeemIdentifyTexts = {
  identify: (typeof fr)['RedeemIdentify']
  auth: AuthTexts
  fields: CheckoutTexts['fields']
}
