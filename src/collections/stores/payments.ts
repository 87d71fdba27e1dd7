import type { Field } from 'payload'

import type { paymentLogoKinds } from './options'

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
