import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { imageField, textField, titleField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** A title over a row of images (brands, occasions, moments). */
export const TitleWithImages: Block = blockWithWords({
  slug: 'titleWithImages',
  dbName: blockTable('title_images'),
  interfaceName: 'TitleWithImagesBlock',
  admin: { images: blockThumbnail('titleWithImages') },
  fields: [
    titleField(),
    textField('subtitle'),
    {
      name: 'images',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      required: true,
      fields: [imageField('image', true), { name: 'caption', type: 'text', localized: true }],
    },
  ],
})
