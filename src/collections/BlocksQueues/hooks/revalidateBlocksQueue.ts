import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { invalidateGatewayCache } from '@/commerce/gateway/cache'
import { contentTags } from '@/server/cache-tags'
import { expireTags } from '@/server/revalidate'

const refresh = async (id: number, disableRevalidate: unknown) => {
  // The gateway's cached answers hold the queue as a BlocksQueue entity with this id.
  await invalidateGatewayCache([{ typename: 'BlocksQueue', id: String(id) }])
  if (!disableRevalidate) await expireTags([contentTags.doc('blocks-queues', id)])
}

/** Pages that place a queue carry its tag: expire them, and the gateway's answers, on change. */
export const revalidateBlocksQueue: CollectionAfterChangeHook = async ({ doc, context }) => {
  await refresh(doc.id, context.disableRevalidate)
  return doc
}

export const revalidateDeletedBlocksQueue: CollectionAfterDeleteHook = async ({ doc, context }) => {
  await refresh(doc.id, context.disableRevalidate)
  return doc
}
