import type { Block } from 'payload'

import { blockTable } from '@/fields/block-table'

import { backgroundColorField, bodyField, imageField, titleField } from '@/fields/content'
import { ctaField } from '@/fields/link'

/** The hand-held card with a call to action. */
export const WithHandAndLink: Block = {
  slug: 'withHandAndLink',
  dbName: blockTable('hand_link'),
  interfaceName: 'WithHandAndLinkBlock',
  fields: [
    titleField(),
    bodyField(),
    imageField('cardImage', true),
    backgroundColorField(),
    ctaField('link', true),
  ],
}
