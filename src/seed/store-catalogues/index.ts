import type { Payload } from 'payload'

import { ofStore } from '@/collections/shared/store-scope'
import { toCents } from '@/commerce/domain/money'

import { cardSvg, random } from '../catalogue/card-image'
import { slugify } from '../catalogue/names'
import { customAmount, fixedAmounts, palettes, unavailable } from '../catalogue/products'
import { fillGiftCardsMenu } from '../gift-cards-menu'
import { belgianCatalogue } from './belgian'
import { dutchCatalogue } from './dutch'
import { seedStorePopularSearch } from './popular-search'
import type { StoreCardSeed, StoreCatalogueSeed } from './types'

const context = { disableRevalidate: true }
/** Cards written at once: the seed waits on round trips, not on the CPU. */
const BATCH = 8
/** Cards a category's top list (the header menu) shows. */
const TOP_LIST = 4

type Catalogue = 'products' | 'categories' | 'brands'
type Language = 'nl' | 'fr'
type Store = { row: number; seed: StoreCatalogueSeed }

/** A card's slug in every language: its name's, '&' said in Dutch. */
export const cardSlug = (card: StoreCardSeed) => slugify(card.name.replace(/&/g, ' en '))

/** The store's documents of a catalogue collection by their Dutch slug (one light query). */
async function idsBySlug(payload: Payload, collection: Catalogue, storeId: number) {
  const { docs } = await payload.find({
    collection,
    where: ofStore(collection, storeId),
    locale: 'nl',
    depth: 0,
    pagination: false,
    select: { slug: true },
  })
  return new Map(docs.map((doc) => [doc.slug, doc.id]))
}

/** Creates a published document of the store in its first language, then fills in the others. */
async function create(
  payload: Payload,
  collection: Catalogue,
  { row, seed }: Store,
  texts: (language: Language) => Record<string, unknown>,
  shared: Record<string, unknown>,
): Promise<number> {
  const [first = 'nl', ...others] = seed.locales
  // TypeScript cannot narrow a union of collections' data; the fields are each one's.
  const data = { ...shared, ...texts(first), store: row, _status: 'published' } as never
  const { id } = await payload.create({ depth: 0, collection, locale: first, data, context })
  for (const locale of others) {
    const translated = { ...texts(locale), _status: 'published' } as never
    await payload.update({ depth: 0, collection, id, locale, data: translated, context })
  }
  return id
}

/** Amounts vary from card to card as the French catalogue's do; the choice card goes higher. */
function prices(card: StoreCardSeed, index: number) {
  return {
    productType: 'giftcard' as const,
    multiBrand: Boolean(card.multiBrand),
    showHand: Boolean(card.multiBrand),
    showShadow: true,
    fixedValues: [toCents(25), toCents(50), toCents(100)],
    digital: card.multiBrand
      ? customAmount(10, 250)
      : index % 3 === 0
        ? fixedAmounts(20, 50, 100)
        : customAmount(10, 150),
    physical: index % 5 === 4 ? unavailable : fixedAmounts(20, 30, 50, 100),
  }
}

/** A card's image, the store's own: no other store's catalogue shows it. */
async function cardImage(payload: Payload, { row, seed }: Store, card: StoreCardSeed) {
  const draw = random(seed.storeId + card.name.length * 7 + card.name.charCodeAt(0))
  const [face, accent] = palettes[Math.floor(draw() * palettes.length)]!
  const data = Buffer.from(cardSvg(card.name, face, accent, Math.floor(draw() * 3), seed.cardWord))
  const media = await payload.create({
    depth: 0,
    collection: 'media',
    data: { alt: `Cadeaubon ${card.name}`, store: row },
    file: {
      data,
      mimetype: 'image/svg+xml',
      name: `card-${seed.storeId}-${cardSlug(card)}.svg`,
      size: data.length,
    },
    locale: 'nl',
    context,
  })
  return media.id
}

/** A card, and its brand when it is a well-known shop's; both with the card's image. */
async function createCard(
  payload: Payload,
  store: Store,
  ids: { categories: Map<string, number>; brands: Map<string, number> },
  card: StoreCardSeed,
  index: number,
): Promise<number> {
  const slug = cardSlug(card)
  const image = await cardImage(payload, store, card)
  const meta = (language: Language) => ({
    robots: 'index-follow',
    description: card.text[language],
  })
  let brand = ids.brands.get(slug)
  if (card.brand && brand === undefined) {
    const texts = (language: Language) => ({
      title: card.name,
      slug,
      description: card.text[language],
      meta: meta(language),
    })
    brand = await create(payload, 'brands', store, texts, { logo: image })
  }
  const texts = (language: Language) => ({
    title: card.titles?.[language] ?? card.name,
    slug,
    description: card.text[language],
    meta: meta(language),
  })
  return create(payload, 'products', store, texts, {
    ...prices(card, index),
    image,
    backgroundColor: { color: palettes[index % palettes.length]![2], opacity: 100 },
    categories: [ids.categories.get(card.category)!],
    brand: card.brand ? brand : undefined,
  })
}

/**
 * One Belgian or Dutch store's catalogue: its categories, brands and cards, each the store's.
 * Idempotent by Dutch slug: a rerun reads three lists of slugs and the menu, and writes nothing.
 */
async function seedStoreCatalogue(payload: Payload, seed: StoreCatalogueSeed): Promise<void> {
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: seed.storeId } },
    depth: 0,
    limit: 1,
    select: {},
  })
  if (!docs[0]) return
  const store: Store = { row: docs[0].id, seed }
  const [categories, brands, products] = await Promise.all([
    idsBySlug(payload, 'categories', seed.storeId),
    idsBySlug(payload, 'brands', seed.storeId),
    idsBySlug(payload, 'products', seed.storeId),
  ])
  const created = new Set<string>()
  for (const category of seed.categories) {
    const slug = category.key
    if (categories.has(slug)) continue
    const texts = (language: Language) => {
      const text = category.text[language]!
      return { ...text, meta: { robots: 'index-follow', description: text.description } }
    }
    categories.set(slug, await create(payload, 'categories', store, texts, {}))
    created.add(slug)
  }
  const missing = seed.cards.flatMap((card, index) =>
    products.has(cardSlug(card)) ? [] : [{ card, index }],
  )
  for (let start = 0; start < missing.length; start += BATCH) {
    await Promise.all(
      missing.slice(start, start + BATCH).map(async ({ card, index }) => {
        products.set(
          cardSlug(card),
          await createCard(payload, store, { categories, brands }, card, index),
        )
      }),
    )
  }
  // New categories list their first cards in the header's menu.
  for (const category of seed.categories) {
    const slug = category.key
    if (!created.has(slug)) continue
    const topList = seed.cards
      .filter((card) => card.category === category.key)
      .slice(0, TOP_LIST)
      .flatMap((card) => products.get(cardSlug(card)) ?? [])
    const id = categories.get(slug)!
    const data = { topList, _status: 'published' as const }
    await payload.update({ depth: 0, collection: 'categories', id, data, locale: 'nl', context })
  }
  const menu = seed.categories.flatMap((category) => categories.get(category.key) ?? [])
  await fillGiftCardsMenu(payload, { storeId: seed.storeId, locale: 'nl' }, menu)
  await seedStorePopularSearch(payload, store.row, seed, products, cardSlug)
}

/** The Belgian and Dutch stores' own catalogues (the French store's is the content seed's). */
export async function seedStoreCatalogues(payload: Payload): Promise<void> {
  await Promise.all(
    [belgianCatalogue, dutchCatalogue].map((seed) => seedStoreCatalogue(payload, seed)),
  )
}
