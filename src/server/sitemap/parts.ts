import { type ContentCollection, contentCollections } from '@/collections/shared/paths'

/** Where sitemap entries come from: the content collections and the places of the cards. */
export const sitemapSources = [...contentCollections, 'locations'] as const
export type SitemapSource = ContentCollection | 'locations'

/**
 * Documents per sitemap file. A file may hold 50,000 URLs; a document gives one per language
 * (and a card's first place its overview too), so 1,000 keeps a file far below that and each
 * read small.
 */
export const SITEMAP_PART_SIZE = 1000

/** One file of the sitemap index: a page of one source's documents, from 1. */
export type SitemapPart = { source: SitemapSource; page: number }

/** The files the index lists: as many pages of each source as its documents fill. */
export function sitemapParts(
  counts: readonly { source: SitemapSource; count: number }[],
  size = SITEMAP_PART_SIZE,
): SitemapPart[] {
  return counts.flatMap(({ source, count }) =>
    Array.from({ length: Math.ceil(count / size) }, (_, index) => ({ source, page: index + 1 })),
  )
}

/** The file's name under /sitemaps/: 'products-2.xml'. */
export const partFileName = ({ source, page }: SitemapPart): string => `${source}-${page}.xml`

/** The part a file name names; null for anything else. */
export function partOfFileName(name: string): SitemapPart | null {
  const match = /^([a-z-]+)-([1-9]\d{0,5})\.xml$/.exec(name)
  const source = sitemapSources.find((known) => known === match?.[1])
  return match && source ? { source, page: Number(match[2]) } : null
}
