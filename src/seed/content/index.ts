import type { Payload } from 'payload'

import type { ContentCollection } from '@/collections/shared/paths'
import { ofStore } from '@/collections/shared/store-scope'
import type { BlocksQueue } from '@/payload-types'

import { seedCatalogue } from '../catalogue'
import { frenchStore } from '../data/store-fr'
import { assignBrands } from './assign-brands'
import { brands } from './brands'
import { categories, products } from './catalogue'
import { blogPosts, givingMoments } from './editorial'
import { seedContentMedia } from './media'
import { pages } from './pages'
import { blocksQueues, redirects } from './queues'
import type { SeedDoc, SeedRefs } from './types'

const context = { disableRevalidate: true }

/**
 * Creates the French store's documents whose French slug is not there yet; returns every id by
 * French slug (other stores' documents may have the same slugs).
 */
async function upsertDocs<C extends ContentCollection>(
  payload: Payload,
  collection: C,
  docs: SeedDoc<C>[],
): Promise<Record<string, number>> {
  const slugOf = (doc: SeedDoc<C>) => (doc.fr as { slug: string }).slug
  // One query for the slugs already there, their slugs only: a rerun (each integration file seeds)
  // otherwise read every document whole, blocks and all, one by one.
  const existing = await payload.find({
    collection,
    where: ofStore(collection, frenchStore.storeId, { slug: { in: docs.map(slugOf) } }),
    locale: 'fr',
    depth: 0,
    pagination: false,
    select: { slug: true },
  })
  const found = existing.docs as unknown as { id: number; slug: string }[]
  const ids: Record<string, number> = Object.fromEntries(found.map((doc) => [doc.slug, doc.id]))
  for (const doc of docs) {
    const { fr, nl } = doc
    const slug = slugOf(doc)
    if (ids[slug] !== undefined) continue
    // TypeScript cannot narrow a generic collection's data type; SeedDoc<C> is that type.
    const data = { ...fr, _status: 'published' } as never
    const created = await payload.create({ depth: 0, collection, data, locale: 'fr', context })
    // Dutch shows the French content (required localized fields need a value) under Dutch titles and paths.
    const dutch = { ...fr, ...nl, _status: 'published' } as never
    await payload.update({
      depth: 0,
      collection,
      id: created.id,
      data: dutch,
      locale: 'nl',
      context,
    })
    ids[slug] = created.id
  }
  return ids
}

async function upsertQueues(payload: Payload, refs: SeedRefs): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const queue of blocksQueues(refs)) {
    const found = await payload.find({
      collection: 'blocks-queues',
      where: { queueID: { equals: queue.queueID } },
      limit: 1,
    })
    const data = queue as unknown as Omit<BlocksQueue, 'id' | 'createdAt' | 'updatedAt'>
    ids[queue.queueID] =
      found.docs[0]?.id ??
      (await payload.create({ depth: 0, collection: 'blocks-queues', data, locale: 'fr', context }))
        .id
  }
  return ids
}

async function upsertRedirects(payload: Payload): Promise<void> {
  for (const redirect of redirects) {
    const found = await payload.find({
      collection: 'redirects',
      where: { from: { equals: redirect.from } },
      limit: 1,
    })
    if (!found.docs[0])
      await payload.create({ depth: 0, collection: 'redirects', data: redirect, context })
  }
}

/** French content for every page type and every block kind, with Dutch titles and paths. */
export async function seedContent(payload: Payload): Promise<SeedRefs> {
  const refs: SeedRefs = {
    media: await seedContentMedia(payload),
    products: {},
    categories: {},
    queues: {},
  }
  // Categories list top products: products come first.
  refs.products = await upsertDocs(payload, 'products', products(refs))
  refs.categories = await upsertDocs(payload, 'categories', categories(refs))
  // Pages may name generated cards too (the restaurant page's places).
  refs.products = await seedCatalogue(payload, refs.categories)
  await assignBrands(payload, await upsertDocs(payload, 'brands', brands(refs)))
  refs.queues = await upsertQueues(payload, refs)
  await upsertDocs(payload, 'blog-posts', blogPosts(refs))
  await upsertDocs(payload, 'giving-moments', givingMoments(refs))
  await upsertDocs(payload, 'pages', pages(refs))
  await upsertRedirects(payload)
  return refs
}
