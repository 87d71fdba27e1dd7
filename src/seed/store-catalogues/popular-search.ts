import type { Payload } from 'payload'

import { contentPath } from '@/collections/shared/paths'
import type { Store } from '@/payload-types'

import type { StoreCatalogueSeed } from './types'

type Language = 'nl' | 'fr'
/** Suggested cards ('Popular coupons'): the choice card first, then well-known shops'. */
const SUGGESTED = 4

/**
 * What a Belgian or Dutch store's search modal shows before anything is typed: its categories as
 * popular terms and its best-known cards. Only an empty one is filled in, so what an editor
 * arranged stays.
 */
export async function seedStorePopularSearch(
  payload: Payload,
  row: number,
  seed: StoreCatalogueSeed,
  products: ReadonlyMap<string, number>,
  slugOf: (card: StoreCatalogueSeed['cards'][number]) => string,
): Promise<void> {
  const [defaultLocale = 'nl'] = seed.locales
  // Read in the store's own language: Payload's default one may be none the store speaks.
  const current = (
    await payload.findByID({ collection: 'stores', id: row, locale: defaultLocale, depth: 0 })
  ).popularSearch
  if ((current?.terms ?? []).length > 0 || (current?.entities ?? []).length > 0) return
  const known = [...seed.cards].sort(
    (a, b) => Number(b.multiBrand ?? false) - Number(a.multiBrand ?? false),
  )
  const entities = known
    .filter((card) => card.multiBrand || card.brand)
    .slice(0, SUGGESTED)
    .flatMap((card) => products.get(slugOf(card)) ?? [])
  for (const locale of seed.locales) {
    const popularSearch: NonNullable<Store['popularSearch']> = {
      terms: seed.categories.flatMap(({ text }) => {
        const own = text[locale as Language]
        if (!own) return []
        return [
          { title: own.title, url: contentPath('categories', own.slug, locale, defaultLocale) },
        ]
      }),
      entities,
    }
    // Payload validates the whole document in that language: it is sent as it is there.
    const there = await payload.findByID({ collection: 'stores', id: row, locale, depth: 0 })
    await payload.update({
      collection: 'stores',
      id: row,
      locale,
      depth: 0,
      data: { ...there, popularSearch },
      context: { disableRevalidate: true },
    })
  }
}
