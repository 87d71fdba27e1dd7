import type { Field } from 'payload'

import { ORDER_FLOWS } from '@/commerce/domain/orders/placed-order'
import { locales, routing } from '@/i18n/routing'

const readOnly = (description: string) => ({ readOnly: true, description })

const date = (name: string, description: string): Field => ({
  name,
  type: 'date',
  index: true,
  admin: { ...readOnly(description), date: { pickerAppearance: 'dayAndTime' } },
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
    admin: readOnly('Shown to the buyer.'),
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
    admin: { hidden: true, description: 'SHA-256 of the redeem token of a redeem order.' },
  },
  {
    name: 'cardPayments',
    type: 'json',
    admin: readOnly('Redeem: the source cards [{ card, lastFour, amount }], amounts in cents.'),
  },
  {
    name: 'activationCard',
    type: 'relationship',
    relationTo: 'gift-cards',
    index: true,
    admin: readOnly('Activation: the card this order loads.'),
  },
  { name: 'email', type: 'email', index: true, admin: readOnly('Where order mail goes.') },
  {
    name: 'language',
    type: 'select',
    required: true,
    defaultValue: routing.defaultLocale,
    options: locales.map((value) => ({ label: value, value })),
    admin: readOnly('The language the order was placed in: its e-mails are written in it.'),
  },
  { name: 'customerType', type: 'select', options: ['PRIVATE', 'BUSINESS'] },
  {
    name: 'cartId',
    type: 'number',
    index: true,
    admin: readOnly('The cart this order was placed from; emptied once paid.'),
  },
  { name: 'cartRevision', type: 'number', admin: readOnly('The cart revision ordered.') },
  { name: 'grandTotal', type: 'number', admin: readOnly('Cents, what the buyer pays.') },
  { name: 'currency', type: 'text', admin: { readOnly: true } },
  { name: 'billingAddress', type: 'json', admin: { readOnly: true } },
  { name: 'deliveryAddress', type: 'json', admin: { readOnly: true } },
  { name: 'deliveries', type: 'json', admin: readOnly('Promised delivery per shipment.') },
  { name: 'fees', type: 'json', admin: readOnly('The store fees when placed.') },
  { name: 'paymentMethod', type: 'text', admin: { readOnly: true } },
  {
    name: 'placedFrom',
    type: 'text',
    admin: readOnly('The page the order was placed from (spec §7 x-pathname).'),
  },
  {
    name: 'clickId',
    type: 'json',
    admin: readOnly(
      'The ad click that brought the buyer, sent with marketing consent: { param, value, capturedAt }.',
    ),
  },
  {
    name: 'paymentAttempts',
    type: 'number',
    defaultValue: 0,
    admin: readOnly('Payments started for this order (spec §8 2036 past the limit).'),
  },
  { name: 'invoiceNumber', type: 'text', unique: true, index: true, admin: { readOnly: true } },
  date('placedAt', 'When the buyer confirmed the order.'),
  date('paidAt', 'When the payment was confirmed.'),
  date('canceledAt', 'When the order was given up.'),
  date('cardsIssuedAt', 'When every card of the order was issued.'),
  date('confirmationClaimedAt', 'A sender took the confirmation; another waits 10 minutes.'),
  date('confirmationSentAt', 'When the confirmation e-mail left.'),
  date('reminderSentAt', 'When the payment reminder left.'),
  date('transferMailSentAt', 'When the bank-transfer instructions left (claimed as they leave).'),
]
