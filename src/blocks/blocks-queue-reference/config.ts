import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { blockThumbnail } from '../thumbnail'

/** Places a reusable blocks queue; only its sections tagged with these categories (or untagged). */
export const BlocksQueueReference: Block = blockWithWords({
  slug: 'blocksQueueReference',
  dbName: blockTable('queue_ref'),
  interfaceName: 'BlocksQueueReferenceBlock',
  admin: { images: blockThumbnail('blocksQueueReference') },
  fields: [
    { name: 'queue', type: 'relationship', relationTo: 'blocks-queues', required: true },
    {
      name: 'filterByTaxonomy',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
    },
  ],
})
