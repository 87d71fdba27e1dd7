import type { Block } from 'payload'

import { blockTable } from '@/fields/block-table'

import { bodyField, imageField } from '@/fields/content'

/** An image beside a body of rich text. */
export const ImageBody: Block = {
  slug: 'imageBody',
  dbName: blockTable('image_body'),
  interfaceName: 'ImageBodyBlock',
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
