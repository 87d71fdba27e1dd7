import type { CollectionConfig } from 'payload'

import { contentBlocks } from '@/blocks'
import { editorsDocuments } from '@/collections/shared/access'

import { clickToEdit } from '../shared/click-to-edit'
import {
  revalidateBlocksQueue,
  revalidateDeletedBlocksQueue,
} from './hooks/revalidate-blocks-queue'

/** A named, reusable list of blocks (queueID) that pages place; sections can be tagged by category. */
export const BlocksQueues: CollectionConfig = {
  slug: 'blocks-queues',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'queueID', 'updatedAt'],
    // Pages show queues' blocks: a click on one in a page's live preview opens it here.
    components: { edit: { beforeDocumentControls: [clickToEdit] } },
    hidden: editorsDocuments.hidden,
  },
  access: editorsDocuments.access,
  // Unique within its store (store-tenancy.ts): each store has its own.
  indexes: [{ fields: ['queueID', 'store'], unique: true }],
  hooks: { afterChange: [revalidateBlocksQueue], afterDelete: [revalidateDeletedBlocksQueue] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'queueID',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[a-z0-9-]+$/.test(value)) ||
        'Use lower-case letters, digits and hyphens',
    },
    {
      name: 'sections',
      type: 'array',
      fields: [
        {
          name: 'taxonomies',
          type: 'relationship',
          relationTo: 'categories',
          hasMany: true,
        },
        { name: 'blocks', type: 'blocks', blocks: contentBlocks, localized: true },
      ],
    },
  ],
}
