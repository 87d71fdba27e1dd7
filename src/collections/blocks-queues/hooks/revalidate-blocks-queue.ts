import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { blocksQueueChanged } from '@/server/cache/changes'
import { invalidate } from '@/server/cache/invalidate'

const refresh = (id: number, disableRevalidate: unknown) =>
  invalidate(blocksQueueChanged(id), { pages: !disableRevalidate })

/** Pages that place a queue carry its tag: expire them, and the gateway's answers, on change. */
export const revalidateBlocksQueue: CollectionAfterChangeHook = async ({ doc, context }) => {
  await refresh(doc.id, context.disableRevalidate)
  return doc
}

export const revalidateDeletedBlocksQueue: CollectionAfterDeleteHook = async ({ doc, context }) => {
  await refresh(doc.id, context.disableRevalidate)
  return doc
}
