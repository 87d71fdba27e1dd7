import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { bodyField, titleField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** A heading with a body of rich text: the workhorse of terms, delivery and privacy pages. */
export const TitleAndBody: Block = blockWithWords({
  slug: 'titleAndBody',
  dbName: blockTable('title_body'),
  interfaceName: 'TitleAndBodyBlock',
  admin: { images: blockThumbnail('titleAndBody') },
  fields: [
    titleField(),
    bodyField('body', true),
    {
      name: 'alignment',
      type: 'select',
      required: true,
      defaultValue: 'left',
      options: ['left', 'center'].map((value) => ({ label: value, value })),
    },
  ],
})
