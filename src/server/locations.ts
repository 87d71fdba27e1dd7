import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Place } from '@/components/locations/places'
import type { Locale } from '@/i18n/routing'

import { contentTags } from './cache-tags'
import { getPayloadClient } from './payload'

/** More than any card has: the overview shows a card's places on one page. */
const MAX_PLACES = 1000

/**
 * The places where a product is accepted (spec §2 locations pages), cached and dropped when a
 * place or the product changes; one read per request for the page and its metadata.
 */
export const productPlaces = cache((productId: number, locale: Locale): Promise<Place[]> =>
  unstable_cache(
    async () => {
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
    ['product-places', String(productId), locale],
    { tags: [contentTags.list('locations'), contentTags.doc('products', productId)] },
  )(),
)
