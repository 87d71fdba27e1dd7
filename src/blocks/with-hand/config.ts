import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { backgroundColorField, bodyField, imageField, titleField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** A gift card held by the store's drawn hand, beside a title and text. */
export const WithHand: Block = blockWithWords({
  slug: 'withHand',
  dbName: blockTable('hand'),
  interfaceName: 'WithHandBlock',
  admin: { images: blockThumbnail('withHand') },
  fields: [titleField(), bodyField(), imageField('cardImage', true), backgroundColorField()],
})
