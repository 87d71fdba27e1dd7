import 'server-only'

import type { Where } from 'payload'

import type { ContentCollection } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'
import type { BlocksQueue, BlogPost, Config } from '@/payload-types'

import { cached } from './cache/cached'
import { getPayloadClient } from './payload'

type Doc<C extends ContentCollection> = Config['collections'][C]

// Published reads are cached and tagged (document, list, looked-up slug; caches.ts); drafts (live
// preview) are read fresh, drafts included. A route's page, its metadata and a shared route's
// check all ask: each read is done once per request.
const readBySlug = cached(
  'content',
  async (collection: ContentCollection, slug: string, locale: Locale, draft: boolean) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
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
      where,
      sort: collection === 'blog-posts' ? '-publishedAt' : 'title',
      overrideAccess: draft,
    })
    return docs
  },
)

const readQueue = cached(
  'blocks-queue',
  async (id: number, locale: Locale, _draft: boolean): Promise<BlocksQueue | null> => {
    const payload = await getPayloadClient()
    return payload.findByID({
      collection: 'blocks-queues',
      id,
      locale,
      depth: 2,
      disableErrors: true,
    })
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
  async (collection: ContentCollection, locale: Locale): Promise<string[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
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

const redirectsByPath = cached('redirects', async (): Promise<Record<string, Redirect>> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    pagination: false,
    select: { from: true, to: true, permanent: true },
  })
  return Object.fromEntries(
    docs.map((doc) => [doc.from, { to: doc.to, permanent: doc.permanent ?? true }]),
  )
})

/** The redirect an editor set up for a path, if any: a lookup in the one cached list of them. */
export async function findRedirect(path: string): Promise<Redirect | null> {
  const redirects = await redirectsByPath()
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
): Promise<Doc<C> | null> {
  if (!draft && !(await publishedSlugs(collection, locale)).includes(slug)) return null
  return readBySlug(collection, slug, locale, draft) as Promise<Doc<C> | null>
}

/** Published documents of a collection, newest first (blog overview, moments overview, sitemap). */
export async function listContent<C extends ContentCollection>(
  collection: C,
  locale: Locale,
  { limit = 100, draft = false, where }: { limit?: number; draft?: boolean; where?: Where } = {},
): Promise<Doc<C>[]> {
  return readList(collection, locale, limit, draft, where) as Promise<Doc<C>[]>
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
): Promise<BlocksQueue | null> => readQueue(id, locale, draft)
