import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Where } from 'payload'

import type { ContentCollection } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'
import type { BlocksQueue, BlogPost, Config } from '@/payload-types'

import { contentTags } from './cache-tags'
import { getPayloadClient } from './payload'

type Doc<C extends ContentCollection> = Config['collections'][C]

/**
 * Published reads are cached and tagged (document, list, looked-up slug); drafts (live preview)
 * are read fresh, drafts included.
 */
function cachedRead<T>(tags: string[], key: string[], draft: boolean, read: () => Promise<T>) {
  return draft ? read() : unstable_cache(read, key, { tags })()
}

// One read per request: a route's page, its metadata and a shared route's check all ask.
const readBySlug = cache(
  async (collection: ContentCollection, slug: string, locale: Locale, draft: boolean) =>
    cachedRead(
      [contentTags.slug(collection, locale, slug)],
      ['content', collection, locale, slug],
      draft,
      async () => {
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
    ),
)

/** The document of a content collection at a slug in a locale, or null. */
export function findContentBySlug<C extends ContentCollection>(
  collection: C,
  slug: string,
  locale: Locale,
  draft = false,
): Promise<Doc<C> | null> {
  return readBySlug(collection, slug, locale, draft) as Promise<Doc<C> | null>
}

/** Published documents of a collection, newest first (blog overview, moments overview, sitemap). */
export async function listContent<C extends ContentCollection>(
  collection: C,
  locale: Locale,
  { limit = 100, draft = false, where }: { limit?: number; draft?: boolean; where?: Where } = {},
): Promise<Doc<C>[]> {
  const read = async () => {
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
    return docs as Doc<C>[]
  }
  return cachedRead(
    [contentTags.list(collection)],
    ['list', collection, locale, String(limit), JSON.stringify(where ?? {})],
    draft,
    read,
  )
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
export async function findBlocksQueue(
  id: number,
  locale: Locale,
  draft = false,
): Promise<BlocksQueue | null> {
  const read = async () => {
    const payload = await getPayloadClient()
    return payload.findByID({
      collection: 'blocks-queues',
      id,
      locale,
      depth: 2,
      disableErrors: true,
    })
  }
  return cachedRead(
    [contentTags.doc('blocks-queues', id)],
    ['queue', String(id), locale],
    draft,
    read,
  )
}

/** A document's slug in every locale (hreflang, sitemap), cached with the document. */
export async function findContentSlugs(
  collection: ContentCollection,
  id: number,
): Promise<Partial<Record<Locale, string>>> {
  const read = async () => {
    const payload = await getPayloadClient()
    const doc = await payload.findByID({
      collection,
      id,
      locale: 'all',
      depth: 0,
      select: { slug: true },
    })
    return (doc.slug ?? {}) as unknown as Partial<Record<Locale, string>>
  }
  return cachedRead(
    [contentTags.doc(collection, id)],
    ['slugs', collection, String(id)],
    false,
    read,
  )
}

/** The redirect an editor set up for a path, if any. */
export async function findRedirect(
  path: string,
): Promise<{ to: string; permanent: boolean } | null> {
  const read = async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: path } },
      limit: 1,
    })
    const redirect = docs[0]
    return redirect ? { to: redirect.to, permanent: redirect.permanent ?? true } : null
  }
  return cachedRead([contentTags.list('redirects')], ['redirect', path], false, read)
}
