import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook } from 'payload'

import { contentTags } from '@/server/cache-tags'

/** Pages that place a queue carry its tag: expire them when the queue changes. */
export const revalidateBlocksQueue: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate)
    revalidateTag(contentTags.doc('blocks-queues', doc.id), { expire: 0 })
  return doc
}
