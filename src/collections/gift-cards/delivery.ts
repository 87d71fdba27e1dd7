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
    admin: {
      description: 'A digital card is e-mailed from this moment (the buyer may schedule it).',
    },
  },
  {
    name: 'mailClaimedAt',
    type: 'date',
    admin: { readOnly: true, description: 'A sender took the e-mail; another waits 10 minutes.' },
  },
  { name: 'mailSentAt', type: 'date', index: true, admin: { readOnly: true } },
  {
    name: 'fulfilment',
    type: 'select',
    index: true,
    options: FULFILMENT_STATES.map((value) => ({ label: value, value })),
    admin: { description: 'Posted cards: to fulfil until staff mark them shipped.' },
  },
  { name: 'shippedAt', type: 'date' },
]
