import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { imageField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** Media kind Image (alt, url): an image from the media collection with an optional caption. */
export const Image: Block = blockWithWords({
  slug: 'image',
  interfaceName: 'ImageBlock',
  admin: { images: blockThumbnail('image') },
  fields: [
    imageField('image', true),
    { name: 'caption', type: 'text', localized: true },
    {
      name: 'size',
      type: 'select',
      required: true,
      defaultValue: 'content',
      options: ['content', 'wide', 'full'].map((value) => ({ label: value, value })),
    },
  ],
})
