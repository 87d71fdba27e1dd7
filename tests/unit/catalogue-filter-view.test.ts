import { describe, expect, it } from 'vitest'

import type { FilterCounts } from '@/commerce/domain/catalogue/facets'
import { NO_FILTERS } from '@/commerce/domain/catalogue/filter-query'
import { filterFormView } from '@/components/catalogue/filters/filter-view'

const counts: FilterCounts = {
  categories: { sport: 4, noel: 0 },
  prices: { 'under-25': 2, '25-49': 0, '50-99': 3, '100-plus': 1 },
  deliveries: { digital: 4, physical: 0 },
}
const labels = {
  category: 'Catégorie',
  price: 'Prix',
  delivery: 'Version',
  option: (id: string) => id.toUpperCase(),
}
const categories = [
  { slug: 'noel', title: 'Noël' },
  { slug: 'sport', title: 'Sport' },
  { slug: 'mariage', title: 'Mariage' },
]
const input = {
  action: '/cartes-cadeaux/filtrer/',
  clearHref: '/cartes-cadeaux/',
  counts,
  categories,
  labels,
}
const optionsOf = (view: ReturnType<typeof filterFormView>, name: string) =>
  view.groups.find((group) => group.name === name)?.options.map((option) => option.value)

describe('the filter form’s groups', () => {
  it('leaves out options with no card, and groups left empty', () => {
    const view = filterFormView({ ...input, filters: NO_FILTERS })
    expect(optionsOf(view, 'categorie')).toEqual(['sport'])
    expect(optionsOf(view, 'prix')).toEqual(['under-25', '50-99', '100-plus'])
    expect(optionsOf(view, 'version')).toEqual(['digital'])
    const noCategory = filterFormView({ ...input, filters: NO_FILTERS, categories: [] })
    expect(noCategory.groups.map((group) => group.name)).toEqual(['prix', 'version'])
  })

  it('keeps a ticked option with no card, so it can be unticked', () => {
    const view = filterFormView({ ...input, filters: { ...NO_FILTERS, deliveries: ['physical'] } })
    expect(view.groups[2]!.options).toContainEqual({
      value: 'physical',
      label: 'PHYSICAL',
      count: 0,
      checked: true,
    })
  })

  it('counts the ticked options and offers to clear them only then', () => {
    const ticked = filterFormView({
      ...input,
      filters: { categories: ['sport'], prices: ['under-25', '50-99'], deliveries: [] },
    })
    expect(ticked.chosen).toBe(3)
    expect(ticked.clearHref).toBe('/cartes-cadeaux/')
    expect(filterFormView({ ...input, filters: NO_FILTERS }).clearHref).toBeNull()
  })
})
