import type { Field } from 'payload'

import { adminLabel } from '@/i18n/admin-texts'

export const FULFILMENT_STATES = ['toFulfil', 'shipped'] as const

/** How a card reaches its holder: e-mailed (digital) or posted from the fulfilment list. */
export const deliveryFields: Field[] = [
  { name: 'deliveryType', type: 'select', required: true, options: ['DIGITAL', 'PHYSICAL'] },
  { name: 'receiverName', type: 'text' },
  {
    name: 'receiverEmail',
    type: 'email',
    index: true,
    // The card's secrets go here: changed only by an admin's resend to another address, with a
    // reason kept in the audit log (the Customer service panel), never by editing the card.
    access: { update: () => false },
    admin: {
      readOnly: true,
      description: adminLabel((texts) => texts.StaffRules.receiverEmailDescription),
    },
  },
  { name: 'postalAddress', type: 'json', admin: { readOnly: true } },
  { name: 'message', type: 'textarea', admin: { readOnly: true } },
  {
    name: 'deliverAt',
    type: 'date',
    index: true,
  },
  {
    name: 'mailClaimedAt',
    type: 'date',
    admin: { readOnly: true },
  },
  { name: 'mailSentAt', type: 'date', index: true, admin: { readOnly: true } },
  {
    name: 'fulfilment',
    type: 'select',
    index: true,
    options: FULFILMENT_STATES.map((value) => ({ label: value, value })),
  },
  { name: 'shippedAt', type: 'date' },
]
