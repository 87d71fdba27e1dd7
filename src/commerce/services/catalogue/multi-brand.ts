import 'server-only'

import { ofStore } from '@/collections/shared/store-scope'
import { evenlySpaced } from '@/commerce/domain/catalogue/sample'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'

import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

/** Cards shown on the choice card's page: two rows on desktops, four on phones. */
const SAMPLE_SIZE = 8

/**
 * What a multi-brand choice card can be exchanged for: the store's other published gift cards
 * (not other choice cards: a choice card is not swapped for a choice card). How many there are
 * and a few of them, spread over the alphabet so that the sample shows the range; dropped when
 * any product changes.
 */
export const exchangeableCards = cached(
  'exchangeable-cards',
  async (
    storeId: number,
    locale: Locale,
    choiceCardId: number,
  ): Promise<{ sample: Product[]; total: number }> => {
    const payload = await getPayloadClient()
    const where = ofStore('products', storeId, {
      _status: { equals: 'published' },
      productType: { equals: 'giftcard' },
      multiBrand: { not_equals: true },
      id: { not_equals: choiceCardId },
    })
    // Every id by title (one light query), then the sample's documents (one more).
    const { docs: all } = await payload.find({
      collection: 'products',
      where,
      locale,
      sort: 'title',
      pagination: false,
      select: {},
    })
    const ids = evenlySpaced(all.length, SAMPLE_SIZE).map((index) => all[index]!.id)
    const { docs } = await payload.find({
      collection: 'products',
      where: { id: { in: ids } },
      locale,
      depth: 1,
      pagination: false,
    })
    const sample = ids.flatMap((id) => docs.filter((doc) => doc.id === id))
    return { sample, total: all.length }
  },
)
