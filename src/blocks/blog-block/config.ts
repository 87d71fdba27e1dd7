import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { titleField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** Blog teasers: the latest articles, or the ones the editor picks. */
export const BlogBlock: Block = blockWithWords({
  slug: 'blogBlock',
  dbName: blockTable('blog'),
  interfaceName: 'BlogBlockBlock',
  admin: { images: blockThumbnail('blogBlock') },
  fields: [
    titleField('title', false),
    {
      name: 'mode',
      type: 'select',
      required: true,
      defaultValue: 'latest',
      options: ['latest', 'selected'].map((value) => ({ label: value, value })),
    },
    {
      name: 'posts',
      type: 'relationship',
      relationTo: 'blog-posts',
      hasMany: true,
      admin: { condition: (_, siblings) => siblings?.mode === 'selected' },
    },
    { name: 'limit', type: 'number', min: 1, max: 12, defaultValue: 3 },
  ],
})
