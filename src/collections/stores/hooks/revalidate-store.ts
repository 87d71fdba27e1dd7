import type { CollectionAfterChangeHook } from 'payload'

import { storeChanged } from '@/server/cache/changes'
import { invalidate } from '@/server/cache/invalidate'

/**
 * Store data feeds every page, and its fees and test-card toggle price carts: drop its cached
 * reads as soon as an editor saves.
 */
export const revalidateStore: CollectionAfterChangeHook = async ({ doc, previousDoc, context }) => {
  await invalidate(storeChanged(doc.storeId, previousDoc?.storeId), {
    pages: !context.disableRevalidate,
  })
  return doc
}
