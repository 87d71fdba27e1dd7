import { type AreaTexts, areaTexts } from '@/commerce/widgets/account/area/texts'
import type fr from '@/i18n/messages/fr'

import type { PaymentErrorTexts } from './errors'

type Messages = typeof fr

/** Rule keys the checkout's schemas name beyond the shared Validation messages. */
const RULE_KEYS = [
  'sirenRequired',
  'vatNumberRequired',
  'referenceRequired',
  'referenceTooLong',
  'deliveryFranceOnly',
  'blikCodeRequired',
  'blikCodeInvalid',
  'bankRequired',
  'paymentMethodRequired',
  'termsRequired',
] as const

/**
 * The checkout's texts as raw messages (plain `{name}` arguments, filled by `fill` in the
 * browser, so no ICU formatter ships): its namespace, the account area's field labels (the
 * address and phone fields are the same), the cart's summary words and the error families.
 */
export type CheckoutTexts = Record<keyof Messages['Checkout'], string> & {
  fields: AreaTexts
  totals: Pick<
    Messages['Cart'],
    'extras' | 'subTotal' | 'grandTotal' | 'serviceFeeInfo' | 'serviceFeeText' | 'vatExempt'
  > & { vatIncluded: string }
  captcha: Messages['Captcha']
  paymentLabels: { secure: string; invoice: string }
  /** The order family's 'map load' (spec §8): a placed order that did not load. */
  orderLoadFailed: string
}

/** The part of a language's messages the checkout pages need. */
export function checkoutTexts(messages: Messages): CheckoutTexts {
  const own = messages.Checkout
  const fields = areaTexts(messages)
  const ruleTexts = Object.fromEntries(RULE_KEYS.map((key) => [key, own[key]]))
  const { extras, subTotal, grandTotal, serviceFeeInfo, serviceFeeText, vatExempt } = messages.Cart
  return {
    ...own,
    // The shared Validation texts win once they carry these keys too.
    fields: { ...fields, validation: { ...ruleTexts, ...fields.validation } },
    totals: {
      extras,
      subTotal,
      grandTotal,
      serviceFeeInfo,
      serviceFeeText,
      vatExempt,
      vatIncluded: messages.Common.vatIncluded,
    },
    captcha: messages.Captcha,
    paymentLabels: { secure: messages.Footer.securePayment, invoice: messages.Footer.invoice },
    orderLoadFailed: messages.OrderErrors.mapLoad,
  }
}

/** The payment error family (spec §8) out of the checkout's texts. */
export const paymentTexts = (texts: CheckoutTexts): PaymentErrorTexts => ({
  failed: texts.paymentFailed,
  canceled: texts.paymentCanceled,
  expired: texts.paymentExpired,
  fraud: texts.paymentFraud,
  retryLimit: texts.paymentRetryLimit,
  generic: texts.paymentGeneric,
})
