import type { Block } from 'payload'

import { blockTable } from '@/fields/block-table'

import { bodyField, imageField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** An image beside a body of rich text. */
export const ImageBody: Block = {
  slug: 'imageBody',
  dbName: blockTable('image_body'),
  interfaceName: 'ImageBodyBlock',
  admin: { images: blockThumbnail('imageBody', 'An image beside a block of text') },
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
}
