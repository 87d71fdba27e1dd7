import 'server-only'

import { ofStore } from '@/collections/shared/store-scope'
import type { Locale } from '@/i18n/routing'
import type { Location, Product } from '@/payload-types'

import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

/** More than any card has: the overview shows a card's places on one page. */
const MAX_PLACES = 1000

const placeFields = {
  name: true,
  slug: true,
  description: true,
  address: true,
  businessType: true,
} as const

/** A place as read: its id and placeFields (what the locations pages show). */
type Place = Pick<Location, 'id' | keyof typeof placeFields>

/**
 * The places where a product is accepted (spec §2 locations pages), cached and dropped when a
 * place or the product changes; one read per request for the page and its metadata.
 */
export const productPlaces = cached(
  'product-places',
  async (_storeId: number, productId: number, locale: Locale): Promise<Place[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'locations',
      where: { product: { equals: productId } },
      locale,
      depth: 0,
      limit: MAX_PLACES,
      sort: 'name',
      select: placeFields,
    })
    return docs
  },
)

/**
 * Every published gift card accepted in places, by title, with its places (the locations
 * overview page): one read of the places, one of their cards.
 */
export const cardsWithPlaces = cached(
  'cards-with-places',
  async (storeId: number, locale: Locale): Promise<{ product: Product; places: Place[] }[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'locations',
      locale,
      depth: 0,
      pagination: false,
      select: { ...placeFields, product: true },
    })
    const byProduct = new Map<number, Place[]>()
    for (const { product, ...place } of docs) {
      const id = typeof product === 'object' ? product.id : product
      byProduct.set(id, [...(byProduct.get(id) ?? []), place])
    }
    if (byProduct.size === 0) return []
    // As a visitor: only published cards.
    const products = await payload.find({
      collection: 'products',
      where: ofStore('products', storeId, { id: { in: [...byProduct.keys()] } }),
      locale,
      depth: 1,
      pagination: false,
      sort: 'title',
      overrideAccess: false,
    })
    return products.docs.map((product) => ({ product, places: byProduct.get(product.id) ?? [] }))
  },
)
