import { imageField, textField } from '@/fields/content'

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
      label: 'Redeem',
      fields: [
        {
          name: 'iframeUrl',
          type: 'text',
          admin: { description: 'The brand shop shown in the shop modal.' },
        },
        { name: 'redirectLink', type: 'text' },
        {
          name: 'redirectTime',
          type: 'number',
          min: 0,
          admin: { description: 'Seconds before redirecting.' },
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
