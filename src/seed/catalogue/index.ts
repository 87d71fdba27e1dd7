import type { Payload } from 'payload'

import { ofStore } from '@/collections/shared/store-scope'

import { frenchStore } from '../data/store-fr'

import { cardSvg } from './card-image'
import { locationsOf } from './locations'
import { seedPackaging } from './packaging'
import { generateProducts, type GeneratedProduct } from './products'

const context = { disableRevalidate: true }
/** Products written at once: the seed waits on round trips, not on the CPU. */
const BATCH = 8

/** A card's image, the French store's (`store`, its row): no other store's catalogue shows it. */
async function cardImage(
  payload: Payload,
  product: GeneratedProduct,
  store: number | undefined,
): Promise<number> {
  const [face, accent] = product.colours
  const data = Buffer.from(cardSvg(product.name, face, accent, product.motif))
  const media = await payload.create({
    depth: 0,
    collection: 'media',
    data: { alt: `Carte cadeau ${product.name}`, store },
    file: { data, mimetype: 'image/svg+xml', name: `card-${product.slug}.svg`, size: data.length },
    locale: 'fr',
    context,
  })
  return media.id
}

async function createProduct(
  payload: Payload,
  product: GeneratedProduct,
  category: number | undefined,
  store: number | undefined,
): Promise<number> {
  const created = await payload.create({
    depth: 0,
    collection: 'products',
    locale: 'fr',
    context,
    data: {
      ...product.data,
      title: product.name,
      slug: product.slug,
      image: await cardImage(payload, product, store),
      backgroundColor: { color: product.colours[2], opacity: 100 },
      showShadow: true,
      categories: category ? [category] : [],
      meta: { robots: 'index-follow', description: product.data.description },
      _status: 'published',
    },
  })
  // Dutch pages look the product up by its Dutch slug: the same one.
  await payload.update({
    depth: 0,
    collection: 'products',
    id: created.id,
    locale: 'nl',
    context,
    data: { title: product.name, slug: product.slug, _status: 'published' },
  })
  return created.id
}

/**
 * The real-sized catalogue: 204 gift cards in 12 kinds, donations and blank card packs, each with
 * its generated card image, and three places for every restaurant card. Idempotent by slug;
 * returns every product's id by slug.
 */
export async function seedCatalogue(
  payload: Payload,
  categories: Record<string, number>,
): Promise<Record<string, number>> {
  const existing = await payload.find({
    collection: 'products',
    where: ofStore('products', frenchStore.storeId),
    locale: 'fr',
    depth: 0,
    pagination: false,
    select: { slug: true },
  })
  const ids = new Map(existing.docs.map((doc) => [doc.slug, doc.id]))
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: frenchStore.storeId } },
    depth: 0,
    limit: 1,
    select: {},
  })
  const store = docs[0]?.id
  const catalogue = generateProducts()
  const missing = catalogue.filter((product) => !ids.has(product.slug))
  const restaurants = catalogue.filter((product) => product.kind === 'restaurants')
  for (let start = 0; start < missing.length; start += BATCH) {
    await Promise.all(
      missing.slice(start, start + BATCH).map(async (product) => {
        const id = await createProduct(payload, product, categories[product.kind], store)
        ids.set(product.slug, id)
        if (product.kind !== 'restaurants') return
        const locations = locationsOf(product.name, restaurants.indexOf(product))
        await Promise.all(
          locations.map((location) =>
            payload.create({
              depth: 0,
              collection: 'locations',
              data: { ...location, product: id },
              context,
            }),
          ),
        )
      }),
    )
  }
  await fillTopLists(payload, categories, catalogue, ids)
  await seedPackaging(payload)
  return Object.fromEntries(ids)
}

/** Categories seeded without a top list show their kind's first four cards in the menu. */
async function fillTopLists(
  payload: Payload,
  categories: Record<string, number>,
  catalogue: GeneratedProduct[],
  ids: Map<string, number>,
): Promise<void> {
  for (const [slug, id] of Object.entries(categories)) {
    const category = await payload.findByID({ collection: 'categories', id, depth: 0 })
    if ((category.topList ?? []).length > 0) continue
    const topList = catalogue
      .filter((product) => product.kind === slug)
      .slice(0, 4)
      .flatMap((product) => ids.get(product.slug) ?? [])
    if (topList.length === 0) continue
    await payload.update({
      depth: 0,
      collection: 'categories',
      id,
      data: { topList, _status: 'published' },
      locale: 'fr',
      context,
    })
  }
}
