import 'server-only'

import type { Place } from '@/components/locations/places'
import type { Locale } from '@/i18n/routing'

import { cached } from './cache/cached'
import { getPayloadClient } from './payload'

/** More than any card has: the overview shows a card's places on one page. */
const MAX_PLACES = 1000

/**
 * The places where a product is accepted (spec §2 locations pages), cached and dropped when a
 * place or the product changes; one read per request for the page and its metadata.
 */
export const productPlaces = cached(
  'product-places',
  async (productId: number, locale: Locale): Promise<Place[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'locations',
      where: { product: { equals: productId } },
      locale,
      depth: 0,
      limit: MAX_PLACES,
      sort: 'name',
      select: {
        name: true,
        slug: true,
        description: true,
        address: true,
        businessType: true,
      },
    })
    return docs
  },
)
