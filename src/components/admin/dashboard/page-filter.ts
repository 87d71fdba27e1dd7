import { PUBLISH_STATES, type PublishState, type StorePageType } from './page-kinds'

/** What the pages table can be narrowed to: a state, or pages with a publish scheduled. */
export const FILTER_STATES = [...PUBLISH_STATES, 'scheduled'] as const
export type FilterState = (typeof FILTER_STATES)[number]
export type PageFilter = { type: string | null; state: FilterState | null }

/** The page the filter reads: its type, state and whether something is scheduled for it. */
export type Filterable = { type: StorePageType; state: PublishState; scheduled: unknown[] }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The dashboard's filter from its query (`?type=home&state=draft`); unknown values are ignored. */
export function pageFilter(query: Record<string, string | string[] | undefined> = {}): PageFilter {
  const state = one(query.state)
  return {
    type: one(query.type) || null,
    state: (FILTER_STATES as readonly string[]).includes(state ?? '')
      ? (state as FilterState)
      : null,
  }
}

export const inState = (page: Filterable, state: FilterState | null) =>
  state === null || (state === 'scheduled' ? page.scheduled.length > 0 : page.state === state)

/** Whether a page shows under the filter. */
export const matches = (page: Filterable, filter: PageFilter) =>
  (filter.type === null || page.type === filter.type) && inState(page, filter.state)

/** The dashboard's address with the filter changed by `change` (null: that filter off). */
export function filterHref(base: string, filter: PageFilter, change: Partial<PageFilter>): string {
  const next = { ...filter, ...change }
  const query = new URLSearchParams()
  if (next.type) query.set('type', next.type)
  if (next.state) query.set('state', next.state)
  const search = query.toString()
  return search ? `${base}?${search}` : base
}

/** How many pages of each value `key` gives, in the order they first appear. */
export function countBy<T>(pages: readonly T[], key: (page: T) => string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const page of pages) {
    for (const value of key(page)) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return counts
}
