import { type AreaTexts, areaTexts } from '@/commerce/widgets/account/area/texts'
import type { FieldsTexts } from '@/components/form/texts'
import type fr from '@/i18n/messages/fr'

import type { PaymentErrorTexts } from './errors'
import { type CheckoutValidation, checkoutValidation } from './validation-keys'

type Messages = typeof fr

/** Of the account area's texts, the shared fields' labels (FieldsTexts holds the list to them). */
const FIELD_LABELS = [
  'personalLegend',
  'firstName',
  'lastName',
  'email',
  'emailReadOnly',
  'invoiceEmail',
  'invoiceEmailHint',
  'customerType',
  'private',
  'business',
  'companyName',
  'vatNumber',
  'callingCode',
  'phoneNumber',
  'street',
  'houseNumber',
  'suffix',
  'postCode',
  'city',
  'country',
  'countryPlaceholder',
] as const satisfies readonly (keyof AreaTexts)[]

/** The fields' words: their labels, registers and select's, and their errors' families. */
type CheckoutFieldsTexts = FieldsTexts &
  Pick<AreaTexts, 'errors'> & { validation: CheckoutValidation }

/**
 * The checkout's texts as raw messages (plain `{name}` arguments, filled by `fill` in the
 * browser, so no ICU formatter ships): its namespace, the account area's field labels (the
 * address and phone fields are the same, and only they: the page's payload carries them),
 * the cart's summary words and the error families.
 */
export type CheckoutTexts = Record<keyof Messages['Checkout'], string> & {
  fields: CheckoutFieldsTexts
  totals: Pick<
    Messages['Cart'],
    'extras' | 'subTotal' | 'grandTotal' | 'serviceFeeInfo' | 'serviceFeeText' | 'vatExempt'
  > & { vatIncluded: string }
  captcha: Messages['Captcha']
  /** The order family's 'map load' (spec §8): a placed order that did not load. */
  orderLoadFailed: string
}

/** The part of a language's messages the checkout pages need. */
export function checkoutTexts(messages: Messages): CheckoutTexts {
  const own = messages.Checkout
  const area = areaTexts(messages)
  const labels = Object.fromEntries(FIELD_LABELS.map((key) => [key, area[key]]))
  const { extras, subTotal, grandTotal, serviceFeeInfo, serviceFeeText, vatExempt } = messages.Cart
  return {
    ...own,
    fields: {
      ...(labels as Pick<AreaTexts, (typeof FIELD_LABELS)[number]>),
      registers: area.registers,
      selectEmpty: area.selectEmpty,
      selectOpen: area.selectOpen,
      errors: area.errors,
      validation: checkoutValidation(messages.Validation),
    },
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
    orderLoadFailed: messages.OrderErrors.mapLoad,
  }
}

/** The texts of the pages after payment (processing, confirmation, an order's status). */
const AFTER_PAYMENT_KEYS = [
  'processingTitle',
  'processingWait',
  'processingTransfer',
  'processingTransferLink',
  'processingTimeout',
  'orderNotFound',
  'thanksTitle',
  'confirmationSent',
  'pendingTitle',
  'pendingText',
  'transferText',
  'finishPayment',
  'shipmentsHeading',
  'postedSupport',
  'digitalSupport',
  'contactUs',
  'billingHeading',
  'createAccountTitle',
  'createAccountText',
  'createAccountLink',
  'statusPaid',
  'statusPending',
  'statusCanceled',
  'statusPrivate',
  'orderLoadFailed',
] as const satisfies readonly (keyof CheckoutTexts)[]

/**
 * The checkout form's texts (/paiement/ and its retry view): the page's payload leaves out those
 * of the pages after payment, which the form never shows (its components take this type).
 */
export type CheckoutFormTexts = Omit<CheckoutTexts, (typeof AFTER_PAYMENT_KEYS)[number]>

export function checkoutFormTexts(texts: CheckoutTexts): CheckoutFormTexts {
  const after = new Set<string>(AFTER_PAYMENT_KEYS)
  const kept = Object.entries(texts).filter(([key]) => !after.has(key))
  return Object.fromEntries(kept) as CheckoutFormTexts
}

/** The payment error family (spec §8) out of the checkout's texts. */
export const paymentTexts = (texts: CheckoutFormTexts): PaymentErrorTexts => ({
  failed: texts.paymentFailed,
  canceled: texts.paymentCanceled,
  expired: texts.paymentExpired,
  fraud: texts.paymentFraud,
  retryLimit: texts.paymentRetryLimit,
  generic: texts.paymentGeneric,
})
