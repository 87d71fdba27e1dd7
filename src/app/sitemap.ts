import type { MetadataRoute } from 'next'

import { type ContentCollection, contentCollections, contentPath } from '@/collections/shared/paths'
import { ofStore } from '@/collections/shared/store-scope'
import { headers } from 'next/headers'

import { storeSite } from '@/commerce/services/store'
import type { Locale } from '@/i18n/routing'
import { htmlLang } from '@/components/theme'
import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'
import { hostStorefront } from '@/server/route-store'

// Rendered per request from cached reads (expired on publish): nothing of it is made at build.
export const dynamic = 'force-dynamic'

const indexable = cached(
  'sitemap-entries',
  async (storeId: number, collection: ContentCollection) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      locale: 'all',
      depth: 0,
      limit: 1000,
      where: ofStore(collection, storeId, {
        'meta.robots': { equals: 'index-follow' },
        _status: { equals: 'published' },
      }),
      select: { slug: true, updatedAt: true },
    })
    return docs.map((doc) => ({
      slugs: doc.slug as unknown as Partial<Record<Locale, string>>,
      updatedAt: doc.updatedAt,
    }))
  },
)

/**
 * Every published, indexable content page in every language of the host's store, on its origin,
 * with its hreflang alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const storefront = await hostStorefront((await headers()).get('host'))
  const { storeId, locales, defaultLocale } = storefront
  const base = (await storeSite(await getPayloadClient(), storeId)).origin
  const entries: MetadataRoute.Sitemap = []
  for (const collection of contentCollections) {
    for (const { slugs, updatedAt } of await indexable(storeId, collection)) {
      const url = (locale: Locale) =>
        new URL(contentPath(collection, slugs[locale]!, locale, defaultLocale), base).toString()
      const available = locales.filter((locale) => slugs[locale])
      for (const locale of available) {
        entries.push({
          url: url(locale),
          lastModified: updatedAt,
          alternates: {
            languages: Object.fromEntries(available.map((l) => [htmlLang(l, storefront), url(l)])),
          },
        })
      }
    }
  }
  return entries
}
