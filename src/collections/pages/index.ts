import { adminLabel } from '@/i18n/admin-texts'

import { contentCollection } from '../shared/content-collection'

import { pageTypes } from './page-types'

/** Home, landing, terms, contact and every other page type without its own collection. */
export const Pages = contentCollection({
  slug: 'pages',
  group: 'Content',
  fields: [
    {
      name: 'pageType',
      type: 'select',
      required: true,
      defaultValue: 'landing',
      // Named as the dashboard names them (Admin.Dashboard.types).
      options: pageTypes.map((value) => ({
        value,
        label: adminLabel((texts) => texts.Dashboard.types[value]),
      })),
      admin: {
        position: 'sidebar',
      },
    },
    {
      // The restaurant template lists this card's places (src/content/templates/page-types).
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.pageType === 'restaurant',
      },
    },
  ],
})
