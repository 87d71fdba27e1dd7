import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook } from 'payload'

import { cacheTags } from '@/server/cache-tags'

/** Store data feeds every page: expire its cached reads as soon as an editor saves. */
export const revalidateStore: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  revalidateTag(cacheTags.store(doc.storeId), { expire: 0 })
  if (previousDoc?.storeId && previousDoc.storeId !== doc.storeId) {
    revalidateTag(cacheTags.store(previousDoc.storeId), { expire: 0 })
  }
  return doc
}
