import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { bodyField, imageField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** An image beside a body of rich text. */
export const ImageBody: Block = blockWithWords({
  slug: 'imageBody',
  dbName: blockTable('image_body'),
  interfaceName: 'ImageBodyBlock',
  admin: { images: blockThumbnail('imageBody') },
  fields: [
    imageField('image', true),
    bodyField('body', true),
    {
      name: 'imagePosition',
      type: 'select',
      required: true,
      defaultValue: 'left',
      options: ['left', 'right'].map((value) => ({ label: value, value })),
    },
  ],
})
