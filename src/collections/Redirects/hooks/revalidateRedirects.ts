import type { CollectionAfterChangeHook } from 'payload'

import { contentTags } from '@/server/cache-tags'
import { expireTags } from '@/server/revalidate'

export const revalidateRedirects: CollectionAfterChangeHook = async ({ doc, context }) => {
  if (!context.disableRevalidate) await expireTags([contentTags.list('redirects')])
  return doc
}
