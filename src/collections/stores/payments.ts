import type { Field } from 'payload'

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

export const paymentMethodsField: Field = {
  name: 'paymentMethods',
  type: 'select',
  hasMany: true,
  defaultValue: ['creditcard', 'paypal', 'banktransfer'],
  options: PAYMENT_METHOD_IDS.map((value) => ({ label: value, value })),
  admin: { description: 'Shown in the checkout in this order.' },
}
