import { type AreaTexts, areaTexts } from '@/commerce/widgets/account/area/texts'
import type { FieldsTexts } from '@/components/form/texts'
import type fr from '@/i18n/messages/fr'
import { pickTexts } from '@/i18n/pick-texts'

import type { PaymentErrorTexts } from './errors'
import { LATER_KEYS, type LaterKey } from './later-texts'
import {
  type CheckoutValidation,
  checkoutValidation,
  firstStepValidation,
  type FirstStepValidation,
} from './validation-keys'

type Messages = typeof fr

/** Of the account area's texts, the shared fields' labels (FieldsTexts holds the list to them). */
const FIELD_LABELS = [
  'firstName',
  'lastName',
  'email',
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
  const labels = pickTexts(area, FIELD_LABELS)
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

type AfterPaymentKey = (typeof AFTER_PAYMENT_KEYS)[number]

type FormOnly = Exclude<keyof CheckoutTexts, AfterPaymentKey | LaterKey | 'captcha' | 'fields'>

/**
 * The texts /paiement/ carries (its first step, the summary, a return's alert): the page's payload
 * leaves out those of the pages after payment, which the form never shows, and those of its later
 * parts, which come when the shopper starts on the form (later-texts.ts). Of the account errors,
 * the fields' generic one only: createAccount's come with the later texts.
 */
export type CheckoutFormTexts = Pick<CheckoutTexts, FormOnly> & {
  fields: Omit<CheckoutTexts['fields'], 'errors' | 'validation'> & {
    errors: { generic: string }
    validation: FirstStepValidation
  }
}

export function checkoutFormTexts(texts: CheckoutTexts): CheckoutFormTexts {
  const left = new Set<string>([...AFTER_PAYMENT_KEYS, ...LATER_KEYS, 'captcha', 'fields'])
  const kept = Object.entries(texts).filter(([key]) => !left.has(key))
  return {
    ...(Object.fromEntries(kept) as Pick<CheckoutTexts, FormOnly>),
    fields: {
      ...texts.fields,
      errors: { generic: texts.fields.errors.generic },
      validation: firstStepValidation(texts.fields.validation),
    },
  }
}

type PaymentWords = Pick<
  CheckoutTexts,
  'paymentFailed' | 'paymentCanceled' | 'paymentExpired' | 'paymentFraud' | 'paymentRetryLimit'
>

/**
 * The payment error family (spec §8) out of the checkout's texts; until the later texts came
 * (later-texts.ts), each reads as the generic one.
 */
export function paymentTexts(
  texts: Partial<PaymentWords> & Pick<CheckoutTexts, 'paymentGeneric'>,
): PaymentErrorTexts {
  const generic = texts.paymentGeneric
  return {
    failed: texts.paymentFailed ?? generic,
    canceled: texts.paymentCanceled ?? generic,
    expired: texts.paymentExpired ?? generic,
    fraud: texts.paymentFraud ?? generic,
    retryLimit: texts.paymentRetryLimit ?? generic,
    generic,
  }
}
