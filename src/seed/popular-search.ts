import type { Payload } from 'payload'

import { type ContentCollection, contentPath } from '@/collections/shared/paths'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import type { SeedRefs } from './content/types'
import { frenchStore } from './data/store-fr'
import { siteLocalesOf } from '@/i18n/storefront'

type PopularSearch = NonNullable<Store['popularSearch']>

/** Suggested products ('Popular coupons'), by French slug. */
const suggested = [
  'carte-cadeau-multi-enseignes',
  'cinema-lumiere',
  'spa-serenite',
  'bistrot-gourmand',
]

type Term = [title: string, slug: string]

/** Popular terms and where they lead: a document, by its title and slug in each language. */
const terms: { collection: ContentCollection; fr: Term; nl: Term }[] = [
  {
    collection: 'categories',
    fr: ['Restaurant', 'restaurants'],
    nl: ['Restaurant', 'restaurants'],
  },
  { collection: 'products', fr: ['Cinéma', 'cinema-lumiere'], nl: ['Bioscoop', 'cinema-lumiere'] },
  { collection: 'categories', fr: ['Spa', 'bien-etre'], nl: ['Wellness', 'wellness'] },
  {
    collection: 'products',
    fr: ['Multi-enseignes', 'carte-cadeau-multi-enseignes'],
    nl: ['Meerdere winkels', 'carte-cadeau-multi-enseignes'],
  },
  {
    collection: 'giving-moments',
    fr: ['Anniversaire', 'anniversaire'],
    nl: ['Verjaardag', 'verjaardag'],
  },
  { collection: 'categories', fr: ['Noël', 'noel'], nl: ['Kerst', 'kerst'] },
]

const highlights = {
  fr: {
    title: 'Offrez un moment',
    description: 'Anniversaire, mariage, Noël : trouvez la carte cadeau qui tombe à pic.',
  },
  nl: {
    title: 'Geef een moment',
    description: 'Verjaardag, bruiloft, kerst: vind de cadeaubon die precies goed valt.',
  },
}

/** On the French store, whose paths in French have no prefix. */
export function popularSearchSeed(locale: Locale, refs: SeedRefs): PopularSearch {
  const defaultLocale = siteLocalesOf(frenchStore).defaultLocale
  return {
    terms: terms.map((term) => {
      const [title, slug] = term[locale]
      return { title, url: contentPath(term.collection, slug, locale, defaultLocale) }
    }),
    entities: suggested.flatMap((slug) => refs.products[slug] ?? []),
    highlightedBlocks: [
      {
        ...highlights[locale],
        cardImage: refs.media['card-multi-enseignes.svg'].id,
        backgroundImage: refs.media['body-image-title-subtitle-link-celebration.svg'].id,
        referencedPath: localizedPath(locale, '/giving-moments', defaultLocale),
        showHand: true,
      },
    ],
  }
}

/**
 * The store's popular search data in French and Dutch, once the products exist. Only an empty
 * one is filled in, so what an editor arranged stays as it is.
 */
export async function seedPopularSearch(payload: Payload, refs: SeedRefs): Promise<void> {
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: frenchStore.storeId } },
    locale: 'fr',
    depth: 0,
    limit: 1,
  })
  const store = docs[0]
  const current = store?.popularSearch
  if (!store || (current?.terms ?? []).length > 0 || (current?.entities ?? []).length > 0) return
  const context = { disableRevalidate: true }
  const seedIn = (locale: Locale, data: Partial<Store>) =>
    payload.update({ depth: 0, collection: 'stores', id: store.id, locale, data, context })
  await seedIn('fr', { popularSearch: popularSearchSeed('fr', refs) })
  // Payload validates the whole Dutch document: the required texts it has no Dutch for yet take
  // the French ones they showed until now, as the seed's Dutch content does.
  const dutch = await payload.findByID({
    collection: 'stores',
    id: store.id,
    locale: 'nl',
    depth: 0,
  })
  await seedIn('nl', { ...dutch, popularSearch: popularSearchSeed('nl', refs) })
}
