import type { CollectionAfterChangeHook } from 'payload'

import { forgetCartCatalogue } from '@/commerce/gateway/cart/memo'
import { cacheTags } from '@/server/cache-tags'
import { expireTags } from '@/server/revalidate'

/** Store data feeds every page: expire its cached reads as soon as an editor saves. */
export const revalidateStore: CollectionAfterChangeHook = async ({ doc, previousDoc, context }) => {
  // Fees and the test-card toggle price baskets at once.
  forgetCartCatalogue()
  if (context.disableRevalidate) return doc
  const tags = [cacheTags.store(doc.storeId)]
  if (previousDoc?.storeId && previousDoc.storeId !== doc.storeId) {
    tags.push(cacheTags.store(previousDoc.storeId))
  }
  await expireTags(tags)
  return doc
}
