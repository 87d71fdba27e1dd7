import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'

import { giftCardsMenuSlugs } from './content/catalogue'
import { frenchStore } from './data/store-fr'

/**
 * A store's gift cards menu, once its categories exist, saved in one of the store's languages
 * (its localized fields are required in those only). Only an empty menu is filled in, so a menu
 * an editor arranged stays as it is.
 */
export async function fillGiftCardsMenu(
  payload: Payload,
  { storeId, locale }: { storeId: number; locale: Locale },
  menu: number[],
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: storeId } },
    depth: 0,
    limit: 1,
    select: { giftCardsMenu: true },
  })
  const store = docs[0]
  if (!store || (store.giftCardsMenu ?? []).length > 0 || menu.length === 0) return
  await payload.update({
    depth: 0,
    collection: 'stores',
    id: store.id,
    data: { giftCardsMenu: menu },
    locale,
    context: { disableRevalidate: true },
  })
}

/** The French store's gift cards menu: its categories in the content seed's order. */
export const seedGiftCardsMenu = (payload: Payload, categoryIds: Record<string, number>) =>
  fillGiftCardsMenu(
    payload,
    { storeId: frenchStore.storeId, locale: 'fr' },
    giftCardsMenuSlugs.flatMap((slug) => categoryIds[slug] ?? []),
  )
