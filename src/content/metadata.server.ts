import type { Metadata } from 'next'

import { type ContentCollection } from '@/collections/shared/paths'
import { contentPath } from '@/server/route-paths'
import { routeStorefront } from '@/server/route-store'
import type { RobotsState } from '@/collections/shared/meta'
import type { Locale } from '@/i18n/routing'
import { htmlLang } from '@/components/theme'
import type { Media, Store } from '@/payload-types'
import { routeOrigin } from '@/server/store'

type MetaDoc = {
  id: number
  title: string
  meta?: {
    title?: string | null
    description?: string | null
    keywords?: string | null
    robots?: RobotsState | null
    image?: number | Media | null
  } | null
}

const robots = (state: RobotsState | null | undefined): Metadata['robots'] =>
  state === 'noindex-nofollow'
    ? { index: false, follow: false }
    : state === 'noindex'
      ? { index: false, follow: true }
      : { index: true, follow: true }

/** Page metadata of spec §3: title, keywords, robots state, canonical and hreflang alternates. */
export async function contentMetadata(
  collection: ContentCollection,
  doc: MetaDoc,
  locale: Locale,
  slugs: Partial<Record<Locale, string>>,
  /** The store's description, for pages whose editors gave none. */
  fallbackDescription: string,
  /** The store, whose country is its languages' region (as <html lang> is). */
  store: Pick<Store, 'country'>,
): Promise<Metadata> {
  const base = await routeOrigin()
  const { locales, defaultLocale } = routeStorefront()
  const url = (l: Locale) => new URL(contentPath(collection, slugs[l] ?? '', l), base).toString()
  const languages: Record<string, string> = {}
  for (const l of locales) if (slugs[l]) languages[htmlLang(l, store)] = url(l)
  if (slugs[defaultLocale]) languages['x-default'] = url(defaultLocale)
  const image = typeof doc.meta?.image === 'object' ? doc.meta?.image : null
  const title = doc.meta?.title || doc.title
  const description = doc.meta?.description || fallbackDescription
  return {
    title,
    description,
    keywords: doc.meta?.keywords ?? undefined,
    robots: robots(doc.meta?.robots),
    alternates: { canonical: slugs[locale] ? url(locale) : undefined, languages },
    openGraph: {
      title,
      description,
      images: image?.url ? [{ url: image.url, alt: image.alt }] : undefined,
    },
  }
}
