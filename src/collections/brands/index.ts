import { imageField, textField } from '@/fields/content'
import { adminLabel } from '@/i18n/admin-texts'

import { contentCollection } from '../shared/content-collection'

/**
 * Gift card brand pages: the shop behind a card, with its logo and story, and how a holder who
 * exchanged a card for it reaches the brand's shop (spec §3 RedeemOrder brand).
 */
export const Brands = contentCollection({
  slug: 'brands',
  group: 'Catalogue',
  fields: [
    textField('description'),
    imageField('logo', true),
    {
      type: 'collapsible',
      label: adminLabel((texts) => texts.Tabs.redeem),
      fields: [
        {
          name: 'iframeUrl',
          type: 'text',
        },
        { name: 'redirectLink', type: 'text' },
        {
          name: 'redirectTime',
          type: 'number',
          min: 0,
        },
        {
          name: 'externalProductLink',
          type: 'group',
          fields: [
            { name: 'title', type: 'text', localized: true },
            { name: 'url', type: 'text' },
          ],
        },
      ],
    },
  ],
})
