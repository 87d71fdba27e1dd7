import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { textField, titleField, variantField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

export const titleSubtitleVariants = ['hero', 'centered', 'left', 'withDivider'] as const

/** A heading and subtitle; `hero` renders the page's h1. */
export const TitleSubtitle: Block = blockWithWords({
  slug: 'titleSubtitle',
  dbName: blockTable('title_sub'),
  interfaceName: 'TitleSubtitleBlock',
  admin: { images: blockThumbnail('titleSubtitle') },
  fields: [variantField(titleSubtitleVariants, 'centered'), titleField(), textField('subtitle')],
})
