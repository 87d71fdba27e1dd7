import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { locales } from '@/i18n/routing'
import { contentTags } from '@/server/cache-tags'
import { expireTags } from '@/server/revalidate'

import type { ContentCollection } from './paths'

type Slugs = Partial<Record<(typeof locales)[number], string>>

/**
 * Publishing, unpublishing or moving a page: expire every cached render that showed the document
 * (its paths in every locale, old ones included), the lists it appears in, and the lookups of
 * its new paths (which may have cached a 404).
 */
export const revalidateContent =
  (collection: ContentCollection): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, context, req }) => {
    if (context.disableRevalidate) return doc
    if (doc._status !== 'published' && previousDoc?._status !== 'published') return doc
    const all = await req.payload.findByID({ collection, id: doc.id, locale: 'all', depth: 0, req })
    const slugs = (all.slug ?? {}) as Slugs
    const tags = [contentTags.doc(collection, doc.id), contentTags.list(collection)]
    for (const locale of locales) {
      const slug = slugs[locale]
      if (slug) tags.push(contentTags.slug(collection, locale, slug))
    }
    // A slug is edited in one locale at a time: the old path of that locale.
    const locale = req.locale
    if (previousDoc?.slug && previousDoc.slug !== doc.slug && locale && locale !== 'all') {
      tags.push(contentTags.slug(collection, locale, previousDoc.slug))
    }
    await expireTags(tags)
    return doc
  }

export const revalidateDeletedContent =
  (collection: ContentCollection): CollectionAfterDeleteHook =>
  async ({ doc, context }) => {
    if (!context.disableRevalidate) {
      await expireTags([contentTags.doc(collection, doc.id), contentTags.list(collection)])
    }
    return doc
  }

/**
 * Hooks that drop a collection's cached lists on any write: for small collections read as one
 * list (places, packaging), where finer tags would save nothing.
 */
export function revalidateList(collection: string): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const expire = async (disableRevalidate: unknown) => {
    if (!disableRevalidate) await expireTags([contentTags.list(collection)])
  }
  return {
    afterChange: async ({ doc, context }) => {
      await expire(context.disableRevalidate)
      return doc
    },
    afterDelete: async ({ doc, context }) => {
      await expire(context.disableRevalidate)
      return doc
    },
  }
}
