import type { MetadataRoute } from 'next'

import { contentCollections, contentPath } from '@/collections/shared/paths'
import { type Locale, locales } from '@/i18n/routing'
import { serverEnv } from '@/server/env'
import { getPayloadClient } from '@/server/payload'

export const revalidate = 3600

/** Every published, indexable content page in every locale, with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const base = serverEnv().SERVER_URL
  const entries: MetadataRoute.Sitemap = []
  for (const collection of contentCollections) {
    const { docs } = await payload.find({
      collection,
      locale: 'all',
      depth: 0,
      limit: 1000,
      where: { 'meta.robots': { equals: 'index-follow' }, _status: { equals: 'published' } },
      select: { slug: true, updatedAt: true },
    })
    for (const doc of docs) {
      const slugs = doc.slug as unknown as Partial<Record<Locale, string>>
      const url = (locale: Locale) =>
        new URL(contentPath(collection, slugs[locale]!, locale), base).toString()
      const available = locales.filter((locale) => slugs[locale])
      for (const locale of available) {
        entries.push({
          url: url(locale),
          lastModified: doc.updatedAt,
          alternates: { languages: Object.fromEntries(available.map((l) => [l, url(l)])) },
        })
      }
    }
  }
  return entries
}
