import 'server-only'

import { contentPath } from '@/collections/shared/paths'
import { storeSite } from '@/commerce/services/store'
import { htmlLang } from '@/components/theme'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/server/payload'
import { hostStorefront } from '@/server/route-store'
import type { Storefront } from '@/server/storefronts/directory'

import { type SitemapRow, sitemapCounts, sitemapRows } from './entries'
import { partFileName, partOfFileName, type SitemapPart, sitemapParts } from './parts'
import { type SitemapEntry, sitemapIndexXml, urlSetXml } from './xml'

/** The store a sitemap request's host names, and its site's origin. */
async function hostSite(host: string | null) {
  const storefront = await hostStorefront(host)
  const { origin } = await storeSite(await getPayloadClient(), storefront.storeId)
  return { storefront, origin }
}

/** The sitemap index of the host's store: one file per page of each source's documents. */
export async function sitemapIndex(host: string | null): Promise<string> {
  const { storefront, origin } = await hostSite(host)
  const parts = sitemapParts(await sitemapCounts(storefront.storeId))
  return sitemapIndexXml(
    parts.map((part) => new URL(`/sitemaps/${partFileName(part)}`, origin).toString()),
  )
}

/** A row's path in a language: a content document's, or a card's place or places overview. */
function pathOf(part: SitemapPart, row: SitemapRow, locale: Locale, store: Storefront): string {
  const slug = row.slugs[locale]!
  const { defaultLocale } = store
  if (part.source !== 'locations') return contentPath(part.source, slug, locale, defaultLocale)
  const href = row.location
    ? {
        pathname: '/gift-cards/[product]/locations/[location]' as const,
        params: { product: slug, location: row.location },
      }
    : { pathname: '/gift-cards/[product]/locations' as const, params: { product: slug } }
  return localizedPath(locale, href, defaultLocale)
}

/**
 * One file of the index ('pages-1.xml'): each document in each language of the store it has a
 * slug in, with its hreflang alternates; null when the index names no such file.
 */
export async function sitemapFile(host: string | null, name: string): Promise<string | null> {
  const part = partOfFileName(name)
  if (!part) return null
  const { storefront, origin } = await hostSite(host)
  const count = (await sitemapCounts(storefront.storeId)).find((c) => c.source === part.source)
  if (!sitemapParts(count ? [count] : []).some((listed) => listed.page === part.page)) return null
  const entries: SitemapEntry[] = []
  for (const row of await sitemapRows(storefront.storeId, part.source, part.page)) {
    const available = storefront.locales.filter((locale) => row.slugs[locale])
    const url = (locale: Locale) =>
      new URL(pathOf(part, row, locale, storefront), origin).toString()
    const alternates = Object.fromEntries(
      available.map((locale) => [htmlLang(locale, storefront), url(locale)]),
    )
    for (const locale of available) {
      entries.push({ url: url(locale), lastModified: row.updatedAt, alternates })
    }
  }
  return urlSetXml(entries)
}
