import type { GroupField } from 'payload'

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
        { name: 'minimumRemainingBalance', type: 'number', min: 0, admin: { step: 100 } },
        { name: 'minimumAvailableCustomAmount', type: 'number', min: 0, admin: { step: 100 } },
        { name: 'maximumAvailableCustomAmount', type: 'number', min: 0, admin: { step: 100 } },
      ],
    },
  ],
  admin: { description: 'Amounts in cents.' },
}
