import type { Field } from 'payload'

import { isBic, isIban } from '@/commerce/domain/payments/bank-account'

import type { paymentLogoKinds } from './options'
import { validateWith } from './validators'

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
  admin: { description: 'Shown in the checkout in this order.' },
}

/** Where a bank transfer goes: the pending order e-mail tells the buyer (spec §4 pending orders). */
export const bankAccountField: Field = {
  name: 'bankAccount',
  type: 'group',
  admin: {
    description:
      'The account bank transfers are paid into, shown in the e-mail of an order awaiting its transfer. Without all four, that e-mail is not sent.',
  },
  fields: [
    { name: 'accountHolder', type: 'text' },
    {
      name: 'iban',
      type: 'text',
      label: 'IBAN',
      validate: validateWith(isIban, 'Use a valid IBAN such as FR76 3000 6000 0112 3456 7890 189'),
    },
    {
      name: 'bic',
      type: 'text',
      label: 'BIC',
      validate: validateWith(isBic, 'Use a BIC of 8 or 11 characters such as AGRIFRPP'),
    },
    { name: 'bankName', type: 'text' },
  ],
}
