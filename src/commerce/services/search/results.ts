import type { Payload } from 'payload'

import { contentPath } from '@/collections/shared/paths'
import { ofStore } from '@/collections/shared/store-scope'
import { backgroundColor, image, imagePopulate } from '@/commerce/contract/media'
import { findMatches, type Match } from '@/commerce/db/search-repository'
import type { Locale } from '@/i18n/routing'
import { type StoreSite, storeSite } from '@/commerce/services/store'

/** The published documents with these ids, in the order of the ids (best match first). */
const inOrder = <T extends { id: number }>(ids: number[], docs: T[]) =>
  ids.flatMap((id) => docs.filter((doc) => doc.id === id))

/** Only the fields a result shows, without a count query: search answers while one types. */
const findByIds = (ids: number[], locale: Locale) => ({
  where: { id: { in: ids } },
  locale,
  depth: 1,
  populate: imagePopulate,
  pagination: false,
})

async function productItems(
  payload: Payload,
  ids: number[],
  locale: Locale,
  site: StoreSite,
  storeId: number,
) {
  if (ids.length === 0) return []
  const byIds = findByIds(ids, locale)
  const { docs } = await payload.find({
    collection: 'products',
    ...byIds,
    where: ofStore('products', storeId, byIds.where),
    select: {
      slug: true,
      title: true,
      description: true,
      backgroundColor: true,
      image: true,
      showShadow: true,
      productType: true,
    },
  })
  return inOrder(ids, docs).map((doc) => ({
    __typename: 'SearchProductItem' as const,
    id: String(doc.id),
    path: contentPath('products', doc.slug, locale, site.defaultLocale),
    title: doc.title,
    description: doc.description ?? null,
    backgroundColor: backgroundColor(doc.backgroundColor),
    image: image(doc.image),
    showShadow: doc.showShadow !== false,
    productType: doc.productType,
  }))
}

async function givingMomentItems(
  payload: Payload,
  ids: number[],
  locale: Locale,
  site: StoreSite,
  storeId: number,
) {
  if (ids.length === 0) return []
  const byIds = findByIds(ids, locale)
  const { docs } = await payload.find({
    collection: 'giving-moments',
    ...byIds,
    // Giving moments belong to a store: another store's never show.
    where: ofStore('giving-moments', storeId, byIds.where),
    select: { slug: true, heroTitle: true, description: true, backgroundColor: true, image: true },
  })
  return inOrder(ids, docs).map((doc) => ({
    __typename: 'SearchGivingMomentItem' as const,
    id: String(doc.id),
    path: contentPath('giving-moments', doc.slug, locale, site.defaultLocale),
    heroTitle: doc.heroTitle,
    description: doc.description ?? null,
    backgroundColor: backgroundColor(doc.backgroundColor),
    image: image(doc.image),
  }))
}

const idsOf = (matches: Match[], kind: Match['kind']) =>
  matches.filter((match) => match.kind === kind).map((match) => match.id)

/**
 * What a search finds (spec §7 search_v1, and the results page without JavaScript): published
 * products and giving moments whose titles resemble the text, best matches first, in groups.
 * The text is checked already (the domain's searchTextSchema).
 */
export async function searchCatalogue(
  payload: Payload,
  storeId: number,
  text: string,
  locale: Locale,
) {
  const [matches, site] = await Promise.all([
    findMatches(payload, storeId, text, locale),
    storeSite(payload, storeId),
  ])
  const [products, moments] = await Promise.all([
    productItems(payload, idsOf(matches, 'product'), locale, site, storeId),
    givingMomentItems(payload, idsOf(matches, 'givingMoment'), locale, site, storeId),
  ])
  const groups = [
    { groupType: 'products' as const, items: products },
    { groupType: 'givingMoments' as const, items: moments },
  ].filter((group) => group.items.length > 0)
  return { groups, count: products.length + moments.length }
}

export type CatalogueSearch = Awaited<ReturnType<typeof searchCatalogue>>
