import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { imageField, titleField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

export const uspIcons = ['check', 'clock', 'gift', 'truck', 'mail', 'shield', 'star'] as const

/** A title, a list of selling points with icons, and an image. */
export const TitleUspsImage: Block = blockWithWords({
  slug: 'titleUspsImage',
  dbName: blockTable('usps_image'),
  interfaceName: 'TitleUspsImageBlock',
  admin: { images: blockThumbnail('titleUspsImage') },
  fields: [
    titleField(),
    {
      name: 'usps',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      required: true,
      fields: [
        { name: 'text', type: 'text', localized: true, required: true },
        {
          name: 'icon',
          type: 'select',
          required: true,
          defaultValue: 'check',
          options: uspIcons.map((value) => ({ label: value, value })),
        },
      ],
    },
    imageField('image', true),
  ],
})
