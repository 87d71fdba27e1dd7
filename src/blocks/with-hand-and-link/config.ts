import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { backgroundColorField, bodyField, imageField, titleField } from '@/fields/content'
import { ctaField } from '@/fields/link'

import { blockThumbnail } from '../thumbnail'

/** The hand-held card with a call to action. */
export const WithHandAndLink: Block = blockWithWords({
  slug: 'withHandAndLink',
  dbName: blockTable('hand_link'),
  interfaceName: 'WithHandAndLinkBlock',
  admin: { images: blockThumbnail('withHandAndLink') },
  fields: [
    titleField(),
    bodyField(),
    imageField('cardImage', true),
    backgroundColorField(),
    ctaField('link', true),
  ],
})
