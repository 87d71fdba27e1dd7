import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import {
  contentChanged,
  contentDeleted,
  type ContentPaths,
  listChanged,
} from '@/server/cache/changes'
import { invalidate } from '@/server/cache/invalidate'

import type { ContentCollection } from './paths'

/** The storeId of the store a content document belongs to (its `store`: a row, or its id). */
async function storeIdOf(doc: { store?: unknown }, req: PayloadRequest): Promise<number> {
  const store = doc.store
  if (store && typeof store === 'object' && 'storeId' in store) return Number(store.storeId)
  const row = await req.payload.findByID({
    collection: 'stores',
    id: Number(store),
    depth: 0,
    select: { storeId: true },
    req,
  })
  return row.storeId
}

/**
 * Saving a content document drops every cached read of it (invalidate.ts). Publishing,
 * unpublishing or moving a page also expires the rendered pages: its paths in every locale, old
 * ones included, and the list of published slugs that answers the 404s of unknown paths.
 */
export const revalidateContent =
  (collection: ContentCollection): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, context, req }) => {
    const shown = doc._status === 'published' || previousDoc?._status === 'published'
    const pages = !context.disableRevalidate && shown
    const paths: ContentPaths = {}
    if (pages) {
      const all = await req.payload.findByID({
        collection,
        id: doc.id,
        locale: 'all',
        depth: 0,
        req,
      })
      paths.slugs = (all.slug ?? {}) as ContentPaths['slugs']
      // A slug is edited in one locale at a time: the old path of that locale.
      const locale = req.locale as Locale | 'all' | undefined
      if (previousDoc?.slug && previousDoc.slug !== doc.slug && locale && locale !== 'all') {
        paths.movedFrom = { locale, slug: previousDoc.slug }
      }
    }
    const storeId = await storeIdOf(doc, req)
    await invalidate(contentChanged(collection, doc.id, storeId, paths), { pages })
    return doc
  }

export const revalidateDeletedContent =
  (collection: ContentCollection): CollectionAfterDeleteHook =>
  async ({ doc, context, req }) => {
    const change = contentDeleted(collection, doc.id, await storeIdOf(doc, req))
    await invalidate(change, { pages: !context.disableRevalidate })
    return doc
  }

/** Hooks that drop a small collection's cached lists on any write (places, packaging, redirects). */
export function revalidateList(collection: Parameters<typeof listChanged>[0]): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const drop = (disableRevalidate: unknown) =>
    invalidate(listChanged(collection), { pages: !disableRevalidate })
  return {
    afterChange: async ({ doc, context }) => {
      await drop(context.disableRevalidate)
      return doc
    },
    afterDelete: async ({ doc, context }) => {
      await drop(context.disableRevalidate)
      return doc
    },
  }
}
