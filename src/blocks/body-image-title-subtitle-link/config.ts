import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { bodyField, imageField, textField, titleField, variantField } from '@/fields/content'
import { ctaField } from '@/fields/link'

import { blockThumbnail } from '../thumbnail'

export const bodyImageTitleSubtitleLinkVariants = [
  'imageLeft',
  'imageRight',
  'imageTop',
  'imageBackground',
] as const

/** Title, subtitle, body, image and link, laid out in one of the variants of spec §3. */
export const BodyImageTitleSubtitleLink: Block = blockWithWords({
  slug: 'bodyImageTitleSubtitleLink',
  dbName: blockTable('bitsl'),
  interfaceName: 'BodyImageTitleSubtitleLinkBlock',
  admin: { images: blockThumbnail('bodyImageTitleSubtitleLink') },
  fields: [
    variantField(bodyImageTitleSubtitleLinkVariants, 'imageRight'),
    titleField(),
    textField('subtitle'),
    bodyField(),
    imageField('image', true),
    ctaField(),
  ],
})
