import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'
import { adminText } from '@/i18n/admin-texts'
import { relationship } from 'payload/shared'

import { blockTable } from '@/fields/block-table'
import { titleField } from '@/fields/content'

import { MAX_FEATURED, MAX_MOST_CHOSEN, validateFeatured } from './choose'

import { blockThumbnail } from '../thumbnail'

/** 'Most chosen' (spec §2): up to 2 featured gift cards, more as tiles, and the way to all of them. */
export const MostChosen: Block = blockWithWords({
  slug: 'mostChosen',
  dbName: blockTable('most_chosen'),
  interfaceName: 'MostChosenBlock',
  admin: { images: blockThumbnail('mostChosen') },
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
        return checked === true ? validateFeatured(value, options.req.i18n.language) : checked
      },
      admin: {
        description: ({ i18n }) =>
          adminText(i18n.language, (texts) => texts.Blocks.mostChosen.descriptions.featured, {
            max: String(MAX_FEATURED),
          }),
      },
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: MAX_MOST_CHOSEN,
    },
    {
      name: 'linkToOverview',
      type: 'checkbox',
      defaultValue: true,
    },
  ],
})
