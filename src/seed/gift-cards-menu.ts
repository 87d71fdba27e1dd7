import type { Payload } from 'payload'

import { giftCardsMenuSlugs } from './content/catalogue'
import { frenchStore } from './data/store-fr'

/**
 * The store's gift cards menu, once the categories exist. Only an empty menu is filled in, so a
 * menu an editor arranged stays as it is.
 */
export async function seedGiftCardsMenu(
  payload: Payload,
  categoryIds: Record<string, number>,
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: frenchStore.storeId } },
    depth: 0,
    limit: 1,
  })
  const store = docs[0]
  if (!store || (store.giftCardsMenu ?? []).length > 0) return
  const menu = giftCardsMenuSlugs.flatMap((slug) => categoryIds[slug] ?? [])
  await payload.update({
    depth: 0,
    collection: 'stores',
    id: store.id,
    data: { giftCardsMenu: menu },
    context: { disableRevalidate: true },
  })
}
