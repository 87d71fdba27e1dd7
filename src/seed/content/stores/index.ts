import type { Payload } from 'payload'

import { ofStore, type StoreScopedCollection } from '@/collections/shared/store-scope'
import type { Locale } from '@/i18n/routing'

import { belgianDutch } from '../stores-be/nl'
import { belgianFrench } from '../stores-be/fr'
import { dutchDutch } from '../stores-nl/nl'
import { belgianStore } from '../../data/store-be'
import { dutchStore } from '../../data/store-nl'
import type { SeedMedia } from '../media'
import { type StoreDocData, type StoreDocs, storeDocs } from './docs'
import type { StoreTexts } from './texts'

/** A store's content: its texts by language, its default language first. */
type StorePlan = { storeId: number; languages: [Locale, StoreTexts][] }

const PLANS: StorePlan[] = [
  {
    storeId: belgianStore.storeId,
    languages: [
      ['nl', belgianDutch],
      ['fr', belgianFrench],
    ],
  },
  { storeId: dutchStore.storeId, languages: [['nl', dutchDutch]] },
]

const context = { disableRevalidate: true }
const collections = ['pages', 'giving-moments', 'blog-posts'] as const

type Store = { id: number; storeId: number }
type Versions<C extends StoreScopedCollection> = { locale: Locale; data: StoreDocData<C> }[]

/**
 * Creates the store's documents whose slug (in its default language) it does not have yet, in
 * every language; a document found is left as editors made it.
 */
async function upsertStoreDocs<C extends StoreScopedCollection>(
  payload: Payload,
  collection: C,
  store: Store,
  docs: Versions<C>[],
): Promise<void> {
  const slugOf = (versions: Versions<C>) => (versions[0]!.data as unknown as { slug: string }).slug
  // One query for the slugs already there: a rerun (each integration file seeds) writes nothing.
  const existing = await payload.find({
    collection,
    where: ofStore(collection, store.storeId, { slug: { in: docs.map(slugOf) } }),
    locale: docs[0]?.[0]?.locale,
    depth: 0,
    pagination: false,
    select: { slug: true },
  })
  const found = new Set((existing.docs as unknown as { slug: string }[]).map((doc) => doc.slug))
  for (const versions of docs) {
    if (found.has(slugOf(versions))) continue
    const [first, ...others] = versions
    // TypeScript cannot narrow a generic collection's data type; StoreDocData<C> is that type.
    const data = (from: StoreDocData<C>) => ({ ...from, _status: 'published' }) as never
    const created = await payload.create({
      depth: 0,
      collection,
      locale: first!.locale,
      data: { ...(data(first!.data) as object), store: store.id } as never,
      context,
    })
    for (const other of others) {
      await payload.update({
        depth: 0,
        collection,
        id: created.id,
        locale: other.locale,
        data: data(other.data),
        context,
      })
    }
  }
}

async function seedStore(payload: Payload, media: SeedMedia, plan: StorePlan): Promise<void> {
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: plan.storeId } },
    depth: 0,
    limit: 1,
    select: { storeId: true },
  })
  const store = docs[0]
  if (!store) return
  const defaultLocale = plan.languages[0]![0]
  const byLanguage: [Locale, StoreDocs][] = plan.languages.map(([locale, texts]) => [
    locale,
    storeDocs(texts, media, { locale, defaultLocale }),
  ])
  for (const collection of collections) {
    const [, first] = byLanguage[0]!
    const versions = first[collection].map((_, index) =>
      byLanguage.map(([locale, all]) => ({ locale, data: all[collection][index]! })),
    )
    await upsertStoreDocs(payload, collection, store, versions as Versions<typeof collection>[])
  }
}

/**
 * The Belgian (nl, fr) and Dutch (nl) stores' own content, each document of its store: the home,
 * a landing page, the giving moments and blog overviews with one of each, contact, legal and
 * delivery pages, at the paths their menus link to.
 */
export async function seedStoresContent(payload: Payload, media: SeedMedia): Promise<void> {
  for (const plan of PLANS) await seedStore(payload, media, plan)
}
