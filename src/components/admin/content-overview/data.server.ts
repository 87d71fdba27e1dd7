import 'server-only'

import type { Payload, TypedUser } from 'payload'

import type { PageType } from '@/collections/pages/page-types'
import type { Locale } from '@/i18n/routing'

/** The collections holding the store's pages, each document one page of the shop. */
export const PAGE_COLLECTIONS = ['pages', 'blog-posts', 'giving-moments'] as const
export type PageCollection = (typeof PAGE_COLLECTIONS)[number]

export type PublishState = 'published' | 'changed' | 'draft'
export type ScheduledPublish = { type: 'publish' | 'unpublish'; at: string; locale: string | null }
export type StorePage = {
  collection: PageCollection
  id: number
  title: string | null
  /** A page's pageType; blog articles and giving moments are their collection's type. */
  type: PageType | Exclude<PageCollection, 'pages'>
  state: PublishState
  scheduled: ScheduledPublish[]
}

type JobInput = {
  type?: 'publish' | 'unpublish'
  locale?: string
  doc?: { relationTo: string; value: string | number }
}

/** Publishes Payload has queued and not yet run (its schedulePublish jobs), by document. */
async function scheduledPublishes(payload: Payload): Promise<Map<string, ScheduledPublish[]>> {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }],
    },
    sort: 'waitUntil',
    limit: 200,
    depth: 0,
  })
  const byDoc = new Map<string, ScheduledPublish[]>()
  for (const job of jobs.docs) {
    const input = job.input as JobInput | null
    if (!input?.doc || !job.waitUntil) continue
    const key = `${input.doc.relationTo}:${input.doc.value}`
    const entry = { type: input.type ?? 'publish', at: job.waitUntil, locale: input.locale ?? null }
    byDoc.set(key, [...(byDoc.get(key) ?? []), entry])
  }
  return byDoc
}

/**
 * Every page of the store in the collections the user may edit (`editable`), in the admin's
 * content locale: its latest version's title, whether it is published (and changed since), and
 * its scheduled publishes.
 */
export async function storePages(
  payload: Payload,
  user: TypedUser,
  locale: Locale | undefined,
  editable: readonly PageCollection[],
): Promise<StorePage[]> {
  if (editable.length === 0) return []
  const scheduled = await scheduledPublishes(payload)
  const lists = await Promise.all(
    editable.map(async (collection) => {
      const query = { collection, depth: 0, limit: 0, pagination: false, overrideAccess: false }
      const [latest, published] = await Promise.all([
        payload.find({ ...query, user, locale, draft: true }),
        payload.find({ ...query, user, where: { _status: { equals: 'published' } } }),
      ])
      const publishedIds = new Set(published.docs.map((doc) => doc.id))
      return latest.docs.map((doc): StorePage => {
        const state: PublishState =
          doc._status === 'published' ? 'published' : publishedIds.has(doc.id) ? 'changed' : 'draft'
        return {
          collection,
          id: Number(doc.id),
          title: doc.title ?? null,
          type: 'pageType' in doc ? doc.pageType : (collection as Exclude<PageCollection, 'pages'>),
          state,
          scheduled: scheduled.get(`${collection}:${doc.id}`) ?? [],
        }
      })
    }),
  )
  return lists.flat()
}
