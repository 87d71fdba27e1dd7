import type { Field } from 'payload'

import { isBic, isIban } from '@/commerce/domain/payments/bank-account'

import type { paymentLogoKinds } from './options'
import { validateWith } from '@/collections/shared/validate-with'

/** Ways to pay a store can offer; the payment provider must support the ones chosen. */
export const PAYMENT_METHOD_IDS = [
  'creditcard',
  'paypal',
  'banktransfer',
  'ideal',
  'bancontact',
  'blik',
  'mbway',
  'applepay',
] as const

export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number]
export type PaymentLogoKind = (typeof paymentLogoKinds)[number]

/** The logos shown beside a method (spec §3 payment logo kinds); a card shows the card networks. */
export const METHOD_LOGOS: Record<PaymentMethodId, PaymentLogoKind[]> = {
  creditcard: ['carteBancaire', 'visa', 'mastercard'],
  paypal: ['paypal'],
  banktransfer: [],
  ideal: ['ideal'],
  bancontact: ['bancontact'],
  blik: [],
  mbway: [],
  applepay: [],
}

export const paymentMethodsField: Field = {
  name: 'paymentMethods',
  type: 'select',
  hasMany: true,
  defaultValue: ['creditcard', 'paypal', 'banktransfer'],
  options: PAYMENT_METHOD_IDS.map((value) => ({ label: value, value })),
}

/** Where a bank transfer goes: the pending order e-mail tells the buyer (spec §4 pending orders). */
export const bankAccountField: Field = {
  name: 'bankAccount',
  type: 'group',
  fields: [
    { name: 'accountHolder', type: 'text' },
    {
      name: 'iban',
      type: 'text',
      validate: validateWith(isIban, (texts) => texts.Validation.iban),
    },
    {
      name: 'bic',
      type: 'text',
      validate: validateWith(isBic, (texts) => texts.Validation.bic),
    },
    { name: 'bankName', type: 'text' },
  ],
}
