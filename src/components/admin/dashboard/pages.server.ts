import 'server-only'

import type { Payload, TypedUser, Where } from 'payload'

import type { Locale } from '@/i18n/routing'

import type { PageCollection, PublishState, StorePageType } from './page-kinds'
import { docKey, scheduledPublishes, type ScheduledPublish } from './scheduled.server'

export type StorePage = {
  collection: PageCollection
  id: number
  title: string | null
  slug: string | null
  /** The stores row the page belongs to (its preview is that store's). */
  store: number | null
  type: StorePageType
  state: PublishState
  lastEditor: string | null
  updatedAt: string
  scheduled: ScheduledPublish[]
}

/** Pages read per collection: far more than a store has, a bound if one ever grows past it. */
const PAGES_READ_LIMIT = 500

const SELECTED = {
  title: true,
  slug: true,
  store: true,
  _status: true,
  updatedAt: true,
  lastEditor: true,
} as const

/**
 * The pages of the collections the user may edit (`editable`), in the admin's content locale,
 * as the user may read them (store grants apply): each latest version's title, whether it is
 * published (and changed since), who saved it last and its scheduled publishes. `store` (a
 * stores row) narrows them to that store's.
 */
export async function storePages(
  payload: Payload,
  user: TypedUser,
  locale: Locale | undefined,
  editable: readonly PageCollection[],
  store: number | null = null,
): Promise<StorePage[]> {
  if (editable.length === 0) return []
  const ofStore: Where | null = store === null ? null : { store: { equals: store } }
  const upcoming = scheduledPublishes(payload)
  const lists = await Promise.all(
    editable.map(async (collection) => {
      const query = { collection, depth: 0, limit: PAGES_READ_LIMIT, overrideAccess: false, user }
      const published: Where = { _status: { equals: 'published' } }
      const select = collection === 'pages' ? { ...SELECTED, pageType: true } : SELECTED
      const [latest, live] = await Promise.all([
        payload.find({ ...query, locale, draft: true, select, where: ofStore ?? {} }),
        payload.find({
          ...query,
          select: {},
          where: ofStore ? { and: [published, ofStore] } : published,
        }),
      ])
      const publishedIds = new Set(live.docs.map((doc) => doc.id))
      return latest.docs.map((doc) => ({
        collection,
        id: Number(doc.id),
        title: doc.title ?? null,
        slug: doc.slug ?? null,
        store: typeof doc.store === 'number' ? doc.store : (doc.store?.id ?? null),
        type: 'pageType' in doc && doc.pageType ? doc.pageType : (collection as StorePageType),
        state: (doc._status === 'published'
          ? 'published'
          : publishedIds.has(doc.id)
            ? 'changed'
            : 'draft') as PublishState,
        lastEditor: doc.lastEditor ?? null,
        updatedAt: doc.updatedAt,
      }))
    }),
  )
  const scheduled = await upcoming
  return lists.flat().map((page) => ({
    ...page,
    scheduled: scheduled.get(docKey(page.collection, page.id)) ?? [],
  }))
}
