import 'server-only'

import type { Payload, Where } from 'payload'

import type { ContentCollection } from '@/collections/shared/paths'
import { ofStore } from '@/collections/shared/store-scope'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

import { SITEMAP_PART_SIZE, sitemapSources, type SitemapSource } from './parts'

/**
 * A crawlable document as read: its slug in each language, its last change, and for a card's
 * places the place's slug (null: the card's locations overview).
 */
export type SitemapRow = {
  slugs: Partial<Record<Locale, string>>
  updatedAt: string
  location?: string | null
}

const indexable: Where = {
  'meta.robots': { equals: 'index-follow' },
  _status: { equals: 'published' },
}

/** A place is listed when its card is the store's, published and indexable. */
const listedPlaces = (storeId: number): Where => ({
  and: [
    { 'product.store.storeId': { equals: storeId } },
    { 'product._status': { equals: 'published' } },
    { 'product.meta.robots': { equals: 'index-follow' } },
  ],
})

const whereOf = (source: SitemapSource, storeId: number): Where | undefined =>
  source === 'locations' ? listedPlaces(storeId) : ofStore(source, storeId, indexable)

/** How many documents each source has for the store (the index's files). */
export const readSitemapCounts = (payload: Payload, storeId: number) =>
  Promise.all(
    sitemapSources.map(async (source) => {
      const { totalDocs } = await payload.count({
        collection: source,
        where: whereOf(source, storeId),
      })
      return { source, count: totalDocs }
    }),
  )

/** Which page of which source, and how many documents a page has. */
type Page = { storeId: number; page: number; size: number }

async function contentRows(
  payload: Payload,
  collection: ContentCollection,
  { storeId, page, size }: Page,
): Promise<SitemapRow[]> {
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    limit: size,
    page,
    sort: 'id',
    where: whereOf(collection, storeId),
    select: { slug: true, updatedAt: true },
  })
  return docs.map((doc) => ({
    slugs: doc.slug as unknown as SitemapRow['slugs'],
    updatedAt: doc.updatedAt,
  }))
}

/**
 * A page of the store's places, by card: each place, and its card's overview with the card's
 * first place (the row before the page says whether the card began on an earlier page).
 */
async function placeRows(payload: Payload, { storeId, page, size }: Page): Promise<SitemapRow[]> {
  const read = (limit: number, at: number) =>
    payload.find({
      collection: 'locations',
      locale: 'all',
      depth: 1,
      limit,
      page: at,
      sort: ['product', 'id'],
      where: listedPlaces(storeId),
      select: { slug: true, product: true, updatedAt: true },
      populate: { products: { slug: true } },
    })
  const [{ docs }, before] = await Promise.all([
    read(size, page),
    page > 1 ? read(1, (page - 1) * size) : null,
  ])
  const productOf = (place: (typeof docs)[number]) =>
    typeof place.product === 'object' ? place.product : null
  let previous = before?.docs[0] ? productOf(before.docs[0])?.id : undefined
  return docs.flatMap((place) => {
    const product = productOf(place)
    if (!product) return []
    const row = (location: string | null): SitemapRow => ({
      slugs: product.slug as unknown as SitemapRow['slugs'],
      updatedAt: place.updatedAt,
      location,
    })
    const first = product.id !== previous
    previous = product.id
    return first ? [row(null), row(place.slug)] : [row(place.slug)]
  })
}

/** The rows of one sitemap file: page `page` (from 1) of a source's documents, `size` a page. */
export const readSitemapRows = (
  payload: Payload,
  storeId: number,
  source: SitemapSource,
  page: number,
  size = SITEMAP_PART_SIZE,
): Promise<SitemapRow[]> =>
  source === 'locations'
    ? placeRows(payload, { storeId, page, size })
    : contentRows(payload, source, { storeId, page, size })

export const sitemapCounts = cached('sitemap-counts', async (storeId: number) =>
  readSitemapCounts(await getPayloadClient(), storeId),
)

export const sitemapRows = cached(
  'sitemap-entries',
  async (storeId: number, source: SitemapSource, page: number) =>
    readSitemapRows(await getPayloadClient(), storeId, source, page),
)
