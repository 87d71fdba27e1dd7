import type { Field } from 'payload'

import { ORDER_FLOWS } from '@/commerce/domain/orders/placed-order'
import { locales, routing } from '@/i18n/routing'
import { moneyReadOnly } from '@/collections/shared/money-admin'

const readOnly = { readOnly: true }

const date = (name: string): Field => ({
  name,
  type: 'date',
  index: true,
  admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
})

/**
 * What an order keeps once placed (src/commerce/domain/orders/placed-order.ts): the buyer, the
 * promised deliveries, the fees of the moment and the progress of payment, issuance and mail.
 * The gateway writes them; staff read them.
 */
export const placedOrderFields: Field[] = [
  {
    name: 'orderNumber',
    type: 'text',
    unique: true,
    index: true,
    admin: readOnly,
  },
  {
    name: 'flow',
    type: 'select',
    defaultValue: 'regular',
    options: ORDER_FLOWS.map((value) => ({ label: value, value })),
  },
  {
    name: 'redeemTokenHash',
    type: 'text',
    unique: true,
    index: true,
    admin: { hidden: true },
  },
  {
    name: 'cardPayments',
    type: 'json',
    admin: readOnly,
  },
  {
    name: 'activationCard',
    type: 'relationship',
    relationTo: 'gift-cards',
    index: true,
    admin: readOnly,
  },
  { name: 'email', type: 'email', index: true, admin: readOnly },
  {
    name: 'language',
    type: 'select',
    required: true,
    defaultValue: routing.defaultLocale,
    options: locales.map((value) => ({ label: value, value })),
    admin: readOnly,
  },
  { name: 'customerType', type: 'select', options: ['PRIVATE', 'BUSINESS'] },
  {
    name: 'cartId',
    type: 'number',
    index: true,
    admin: readOnly,
  },
  { name: 'cartRevision', type: 'number', admin: readOnly },
  { name: 'grandTotal', type: 'number', admin: moneyReadOnly },
  { name: 'currency', type: 'text', admin: { readOnly: true } },
  { name: 'billingAddress', type: 'json', admin: { readOnly: true } },
  { name: 'deliveryAddress', type: 'json', admin: { readOnly: true } },
  { name: 'deliveries', type: 'json', admin: readOnly },
  { name: 'fees', type: 'json', admin: readOnly },
  { name: 'paymentMethod', type: 'text', admin: { readOnly: true } },
  {
    name: 'placedFrom',
    type: 'text',
    admin: readOnly,
  },
  {
    name: 'clickId',
    type: 'json',
    admin: readOnly,
  },
  {
    name: 'paymentAttempts',
    type: 'number',
    defaultValue: 0,
    admin: readOnly,
  },
  { name: 'invoiceNumber', type: 'text', unique: true, index: true, admin: { readOnly: true } },
  date('placedAt'),
  date('paidAt'),
  date('canceledAt'),
  date('cardsIssuedAt'),
  date('confirmationClaimedAt'),
  date('confirmationSentAt'),
  date('reminderSentAt'),
  date('transferMailSentAt'),
]
