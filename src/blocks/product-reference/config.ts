import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { titleField } from '@/fields/content'
import { ctaField } from '@/fields/link'

import { blockThumbnail } from '../thumbnail'

/** Gift cards picked by the editor, shown as product tiles. */
export const ProductReference: Block = blockWithWords({
  slug: 'productReference',
  dbName: blockTable('product_ref'),
  interfaceName: 'ProductReferenceBlock',
  admin: { images: blockThumbnail('productReference') },
  fields: [
    titleField('title', false),
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      required: true,
      minRows: 1,
    },
    ctaField(),
  ],
})
