import type { CollectionAfterChangeHook } from 'payload'

import { contentTags } from '@/server/cache-tags'
import { expireTags } from '@/server/revalidate'

/** Pages that place a queue carry its tag: expire them when the queue changes. */
export const revalidateBlocksQueue: CollectionAfterChangeHook = async ({ doc, context }) => {
  if (!context.disableRevalidate) await expireTags([contentTags.doc('blocks-queues', doc.id)])
  return doc
}
