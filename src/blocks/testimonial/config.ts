import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { textField, titleField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** What customers say: quotes with their author and a rating. */
export const Testimonial: Block = blockWithWords({
  slug: 'testimonial',
  dbName: blockTable('testimonials'),
  interfaceName: 'TestimonialBlock',
  admin: { images: blockThumbnail('testimonial') },
  fields: [
    titleField('title', false),
    {
      name: 'testimonials',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        textField('quote', true),
        { name: 'author', type: 'text', required: true },
        { name: 'role', type: 'text', localized: true },
        { name: 'rating', type: 'number', min: 1, max: 5, defaultValue: 5 },
      ],
    },
  ],
})
