import type { GroupField, NumberField } from 'payload'

import { commercialAccess } from './commercial-access'

const amount = (name: string): NumberField => ({
  name,
  type: 'number',
  min: 0,
  access: commercialAccess,
  admin: { step: 100 },
})

/** How the card shows in the redeem shop, where a balance is exchanged for it (spec §3). */
export const redeemDataField: GroupField = {
  name: 'redeemData',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        amount('minimumRemainingBalance'),
        amount('minimumAvailableCustomAmount'),
        amount('maximumAvailableCustomAmount'),
      ],
    },
  ],
}
