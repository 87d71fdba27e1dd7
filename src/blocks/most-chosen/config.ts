import type { Block } from 'payload'
import { relationship } from 'payload/shared'

import { blockTable } from '@/fields/block-table'
import { titleField } from '@/fields/content'

import { MAX_FEATURED, MAX_MOST_CHOSEN, validateFeatured } from './choose'

import { blockThumbnail } from '../thumbnail'

/** 'Most chosen' (spec §2): up to 2 featured gift cards, more as tiles, and the way to all of them. */
export const MostChosen: Block = {
  slug: 'mostChosen',
  dbName: blockTable('most_chosen'),
  interfaceName: 'MostChosenBlock',
  admin: {
    images: blockThumbnail(
      'mostChosen',
      'The most chosen gift cards: two large, the others as tiles',
    ),
  },
  fields: [
    titleField(),
    {
      name: 'featured',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: MAX_FEATURED,
      // Payload's own checks (maxRows, existing documents) first, then no product twice.
      validate: async (value, options) => {
        const checked = await relationship(value, options)
        return checked === true ? validateFeatured(value) : checked
      },
      admin: { description: `Shown large, before the others (${MAX_FEATURED} at most).` },
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: MAX_MOST_CHOSEN,
      admin: {
        description:
          'Shown as tiles after the featured ones. Empty: the categories’ top lists, taken in turn.',
      },
    },
    {
      name: 'linkToOverview',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Ends with “View all 200+ gift cards” (the real count, in hundreds).' },
    },
  ],
}
