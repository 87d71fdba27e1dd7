import type { Payload } from 'payload'

import { ofStore } from '@/collections/shared/store-scope'

import { frenchStore } from '../data/store-fr'
import { brandOfCard } from './brands'

const context = { disableRevalidate: true }
/** Products written at once: the seed waits on round trips, not on the CPU. */
const BATCH = 8

/**
 * Gives each seeded card without a brand the one its name belongs to. Only cards without one are
 * read, so a second run writes nothing and a brand an editor chose stays.
 */
export async function assignBrands(
  payload: Payload,
  brandIds: Record<string, number>,
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'products',
    where: ofStore('products', frenchStore.storeId, { brand: { exists: false } }),
    locale: 'fr',
    depth: 0,
    pagination: false,
    select: { slug: true, title: true },
  })
  const changes = docs.flatMap((doc) => {
    const brand = brandIds[brandOfCard(doc) ?? '']
    return brand ? [{ id: doc.id, brand }] : []
  })
  for (let start = 0; start < changes.length; start += BATCH) {
    await Promise.all(
      changes.slice(start, start + BATCH).map(({ id, brand }) =>
        payload.update({
          depth: 0,
          collection: 'products',
          id,
          locale: 'fr',
          context,
          data: { brand, _status: 'published' },
        }),
      ),
    )
  }
}
