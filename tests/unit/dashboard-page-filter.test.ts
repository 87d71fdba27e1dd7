import { describe, expect, it } from 'vitest'

import {
  countBy,
  filterHref,
  matches,
  pageFilter,
  type Filterable,
} from '@/components/admin/dashboard/page-filter'
import { byTypeThenLatest } from '@/components/admin/dashboard/page-kinds'

const home: Filterable = { type: 'home', state: 'published', scheduled: [] }
const terms: Filterable = { type: 'terms', state: 'changed', scheduled: [{}] }
const post: Filterable = { type: 'blog-posts', state: 'draft', scheduled: [] }

describe("the dashboard's page filter (issue 40 point 3)", () => {
  it('reads type and state from the query, ignoring unknown states', () => {
    expect(pageFilter({ type: 'home', state: 'draft' })).toEqual({ type: 'home', state: 'draft' })
    expect(pageFilter({ type: ['terms', 'home'], state: 'nonsense' })).toEqual({
      type: 'terms',
      state: null,
    })
    expect(pageFilter()).toEqual({ type: null, state: null })
  })

  it('keeps the pages of the type and state, scheduled being pages with a publish planned', () => {
    const pages = [home, terms, post]
    const kept = (query: Record<string, string>) =>
      pages.filter((p) => matches(p, pageFilter(query)))
    expect(kept({})).toEqual(pages)
    expect(kept({ type: 'home' })).toEqual([home])
    expect(kept({ state: 'changed' })).toEqual([terms])
    expect(kept({ state: 'scheduled' })).toEqual([terms])
    expect(kept({ type: 'home', state: 'draft' })).toEqual([])
  })

  it('links each choice, keeping the other filter and dropping a cleared one', () => {
    const filter = { type: 'home', state: 'draft' as const }
    expect(filterHref('/admin/', filter, { state: 'published' })).toBe(
      '/admin/?type=home&state=published',
    )
    expect(filterHref('/admin/', filter, { type: null })).toBe('/admin/?state=draft')
    expect(filterHref('/admin/', { type: null, state: null }, {})).toBe('/admin/')
  })

  it('counts the pages per value', () => {
    const counts = countBy([home, terms, post, home], (page) => [page.type])
    expect([...counts]).toEqual([
      ['home', 2],
      ['terms', 1],
      ['blog-posts', 1],
    ])
  })

  it('orders the pages by type, as the page types are listed, the latest change first', () => {
    const at = (type: Filterable['type'], updatedAt: string) => ({ type, updatedAt })
    const pages = [
      at('blog-posts', '2026-11-03'),
      at('terms', '2026-11-01'),
      at('home', '2026-10-01'),
      at('terms', '2026-11-02'),
    ]
    expect(pages.toSorted(byTypeThenLatest)).toEqual([
      at('home', '2026-10-01'),
      at('terms', '2026-11-02'),
      at('terms', '2026-11-01'),
      at('blog-posts', '2026-11-03'),
    ])
  })
})
