import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook } from 'payload'

import { contentTags } from '@/server/cache-tags'

export const revalidateRedirects: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidateTag(contentTags.list('redirects'), { expire: 0 })
  return doc
}
