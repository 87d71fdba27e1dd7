import type { Block } from 'payload'

import { isLinkHref, validateWith } from '@/collections/stores/validators'
import { blockTable } from '@/fields/block-table'
import { textField, titleField } from '@/fields/content'

import { MAX_TOP_PRODUCTS } from './cards'

import { blockThumbnail } from '../thumbnail'

/** Top products (spec §3): 4 on large desktops, the first 2 elsewhere. */
export const TopProducts: Block = {
  slug: 'topProducts',
  dbName: blockTable('top_products'),
  interfaceName: 'TopProductsBlock',
  admin: { images: blockThumbnail('topProducts', 'The best-selling gift cards as tiles') },
  fields: [
    titleField('title', false),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: MAX_TOP_PRODUCTS,
      admin: { description: 'The first 2 show on every screen; the 3rd and 4th from 1280 px.' },
      fields: [
        titleField(),
        textField('description'),
        {
          name: 'cardImage',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Empty: the product’s card image.' },
        },
        {
          name: 'referencedPath',
          type: 'text',
          localized: true,
          validate: validateWith(isLinkHref, 'Use /a-path/, http(s)://, tel: or mailto:'),
          admin: { description: 'Where the tile leads. Empty: the product’s page.' },
        },
        { name: 'product', type: 'relationship', relationTo: 'products', required: true },
      ],
    },
  ],
}
