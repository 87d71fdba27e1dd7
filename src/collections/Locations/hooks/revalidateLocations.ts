import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { contentTags } from '@/server/cache-tags'
import { expireTags } from '@/server/revalidate'

// A place can move between products: every cached list of places goes, they are few and cheap.
const expire = async (disableRevalidate: unknown) => {
  if (!disableRevalidate) await expireTags([contentTags.list('locations')])
}

export const revalidateLocations: CollectionAfterChangeHook = async ({ doc, context }) => {
  await expire(context.disableRevalidate)
  return doc
}

export const revalidateDeletedLocation: CollectionAfterDeleteHook = async ({ doc, context }) => {
  await expire(context.disableRevalidate)
  return doc
}
