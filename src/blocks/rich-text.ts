import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field } from 'payload'

import { richTextBlocks } from './index'

/** Article bodies: Lexical with media, product tiles, testimonials and coloured sections inside. */
export const richTextWithBlocks = (name = 'content'): Field => ({
  name,
  type: 'richText',
  localized: true,
  required: true,
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures,
      BlocksFeature({ blocks: richTextBlocks }),
    ],
  }),
})
