import 'server-only'

import { ofStore } from '@/collections/shared/store-scope'
import type { Locale } from '@/i18n/routing'
import type { Media } from '@/payload-types'

import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

/** A category as the all-categories page shows it: its icon, title, path slug and card count. */
export type CategorySummary = {
  id: number
  title: string
  slug: string
  icon: Media | null
  cards: number
}

/**
 * Every published category by title, each with the number of published gift cards in it (the
 * count its own page shows); dropped when a category or a product changes.
 */
export const categorySummaries = cached(
  'category-summaries',
  async (storeId: number, locale: Locale): Promise<CategorySummary[]> => {
    const payload = await getPayloadClient()
    // Access as a visitor: only published categories.
    const { docs } = await payload.find({
      collection: 'categories',
      where: ofStore('categories', storeId),
      locale,
      depth: 1,
      sort: 'title',
      pagination: false,
      overrideAccess: false,
      select: { title: true, slug: true, icon: true },
    })
    return Promise.all(
      docs.map(async (doc) => {
        const { totalDocs } = await payload.count({
          collection: 'products',
          where: {
            _status: { equals: 'published' },
            productType: { equals: 'giftcard' },
            categories: { in: [doc.id] },
          },
        })
        const icon = typeof doc.icon === 'object' ? doc.icon : null
        return { id: doc.id, title: doc.title, slug: doc.slug, icon, cards: totalDocs }
      }),
    )
  },
)
