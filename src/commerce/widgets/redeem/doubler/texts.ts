import type { DoublerTexts } from '@/commerce/widgets/doubler'
import type fr from '@/i18n/messages/fr'

/** The redeem doubler offer and modal: their own namespace, the doubler form's texts. */
export type RedeemDoublerTexts = Omit<DoublerTexts, 'captcha'> & {
  modal: (typeof fr)['DoublerModal']
  close: string
}
