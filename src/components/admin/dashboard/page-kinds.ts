import { type PageType, pageTypes } from '@/collections/pages/page-types'

/** The collections holding the store's pages, each document one page of the shop. */
export const PAGE_COLLECTIONS = ['pages', 'blog-posts', 'giving-moments'] as const
export type PageCollection = (typeof PAGE_COLLECTIONS)[number]

/** A page's publish state: published as it is, changed since its publish, or never published. */
export const PUBLISH_STATES = ['published', 'changed', 'draft'] as const
export type PublishState = (typeof PUBLISH_STATES)[number]

/** A page's type: its pageType, or for blog articles and giving moments their collection. */
export type StorePageType = PageType | Exclude<PageCollection, 'pages'>

const TYPE_ORDER: readonly StorePageType[] = [...pageTypes, 'blog-posts', 'giving-moments']

/** Pages by type (the page types' own order, then articles and moments), latest change first. */
export const byTypeThenLatest = (
  a: { type: StorePageType; updatedAt: string },
  b: { type: StorePageType; updatedAt: string },
) =>
  TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || b.updatedAt.localeCompare(a.updatedAt)
