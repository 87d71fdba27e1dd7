import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { isLinkHref } from '@/collections/stores/validators'
import { validateWith } from '@/collections/shared/validate-with'
import { blockTable } from '@/fields/block-table'
import { imageField, textField, titleField } from '@/fields/content'

import { MAX_TOP_PRODUCTS } from './cards'

import { blockThumbnail } from '../thumbnail'

/** Top products (spec §3): 4 on large desktops, the first 2 elsewhere. */
export const TopProducts: Block = blockWithWords({
  slug: 'topProducts',
  dbName: blockTable('top_products'),
  interfaceName: 'TopProductsBlock',
  admin: { images: blockThumbnail('topProducts') },
  fields: [
    titleField('title', false),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: MAX_TOP_PRODUCTS,
      fields: [
        titleField(),
        textField('description'),
        imageField('cardImage'),
        {
          name: 'referencedPath',
          type: 'text',
          localized: true,
          validate: validateWith(isLinkHref, (texts) => texts.Validation.linkHref),
        },
        { name: 'product', type: 'relationship', relationTo: 'products', required: true },
      ],
    },
  ],
})
