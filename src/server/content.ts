import 'server-only'

import type { Where } from 'payload'

import type { ContentCollection } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'
import type { BlocksQueue, BlogPost, Config } from '@/payload-types'

import { ofStore } from '@/collections/shared/store-scope'

import { cached } from './cache/cached'
import { getPayloadClient } from './payload'
import { routeStorefront } from './route-store'

type Doc<C extends ContentCollection> = Config['collections'][C]

/** The route's store (storefront pages); reads outside a route name their store. */
const routeStore = (): number => routeStorefront().storeId

// Published reads are cached and tagged (document, list, looked-up slug; caches.ts); drafts (live
// preview) are read fresh, drafts included. A route's page, its metadata and a shared route's
// check all ask: each read is done once per request. Every read is of one store's documents,
// keyed by its store.
const readBySlug = cached(
  'content',
  async (
    storeId: number,
    collection: ContentCollection,
    slug: string,
    locale: Locale,
    draft: boolean,
  ) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      where: ofStore(collection, storeId, { slug: { equals: slug } }),
      locale,
      draft,
      depth: 2,
      limit: 1,
      overrideAccess: draft,
    })
    return docs[0] ?? null
  },
)

const readList = cached(
  'content-list',
  async (
    storeId: number,
    collection: ContentCollection,
    locale: Locale,
    limit: number,
    draft: boolean,
    where?: Where,
  ) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      locale,
      draft,
      depth: 1,
      limit,
      where: ofStore(collection, storeId, where),
      sort: collection === 'blog-posts' ? '-publishedAt' : 'title',
      overrideAccess: draft,
    })
    return docs
  },
)

const readQueue = cached(
  'blocks-queue',
  async (
    storeId: number,
    id: number,
    locale: Locale,
    _draft: boolean,
  ): Promise<BlocksQueue | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'blocks-queues',
      where: ofStore('blocks-queues', storeId, { id: { equals: id } }),
      locale,
      depth: 2,
      limit: 1,
    })
    return docs[0] ?? null
  },
)

/** A document's slug in every locale (hreflang, sitemap), cached with the document. */
export const findContentSlugs = cached(
  'content-slugs',
  async (collection: ContentCollection, id: number) => {
    const payload = await getPayloadClient()
    const doc = await payload.findByID({
      collection,
      id,
      locale: 'all',
      depth: 0,
      select: { slug: true },
    })
    return (doc.slug ?? {}) as unknown as Partial<Record<Locale, string>>
  },
)

/** The slugs a collection's published documents have in a locale (as readBySlug matches them). */
const publishedSlugs = cached(
  'published-slugs',
  async (storeId: number, collection: ContentCollection, locale: Locale): Promise<string[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      where: ofStore(collection, storeId),
      locale,
      fallbackLocale: false,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { slug: true },
    })
    return docs.flatMap((doc) => (doc.slug ? [doc.slug] : []))
  },
)

type Redirect = { to: string; permanent: boolean }

const redirectsByPath = cached(
  'redirects',
  async (storeId: number): Promise<Record<string, Redirect>> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      where: ofStore('redirects', storeId),
      depth: 0,
      pagination: false,
      select: { from: true, to: true, permanent: true },
    })
    return Object.fromEntries(
      docs.map((doc) => [doc.from, { to: doc.to, permanent: doc.permanent ?? true }]),
    )
  },
)

/** The redirect an editor of the store set up for a path, if any: a lookup in its cached list. */
export async function findRedirect(path: string, storeId: number): Promise<Redirect | null> {
  const redirects = await redirectsByPath(storeId)
  return Object.hasOwn(redirects, path) ? redirects[path]! : null
}

/**
 * The document of a content collection at a slug in a locale, or null. A slug no published
 * document has is answered from the cached list of slugs: any path a visitor makes up costs one
 * lookup and leaves nothing in the cache (drafts, never listed there, are read fresh).
 */
export async function findContentBySlug<C extends ContentCollection>(
  collection: C,
  slug: string,
  locale: Locale,
  draft = false,
  storeId = routeStore(),
): Promise<Doc<C> | null> {
  if (!draft && !(await publishedSlugs(storeId, collection, locale)).includes(slug)) return null
  return readBySlug(storeId, collection, slug, locale, draft) as Promise<Doc<C> | null>
}

/** Published documents of a collection, newest first (blog overview, moments overview, sitemap). */
export async function listContent<C extends ContentCollection>(
  collection: C,
  locale: Locale,
  {
    limit = 100,
    draft = false,
    where,
    storeId = routeStore(),
  }: { limit?: number; draft?: boolean; where?: Where; storeId?: number } = {},
): Promise<Doc<C>[]> {
  return readList(storeId, collection, locale, limit, draft, where) as Promise<Doc<C>[]>
}

/** The latest blog posts, or the chosen ones in the editor's order. */
export async function findBlogPosts(
  locale: Locale,
  { limit = 3, ids, draft = false }: { limit?: number; ids?: number[]; draft?: boolean },
): Promise<BlogPost[]> {
  if (!ids) return listContent('blog-posts', locale, { limit, draft })
  const posts = await listContent('blog-posts', locale, { draft, where: { id: { in: ids } } })
  return ids.flatMap((id) => posts.find((post) => post.id === id) ?? [])
}

/** A blocks queue by id with its blocks populated. */
export const findBlocksQueue = (
  id: number,
  locale: Locale,
  draft = false,
  storeId = routeStore(),
): Promise<BlocksQueue | null> => readQueue(storeId, id, locale, draft)
