import type { FilterCounts } from '@/commerce/domain/catalogue/facets'
import {
  type CatalogueFilters,
  deliveryTypes,
  FILTER_PARAMS,
  priceRanges,
} from '@/commerce/domain/catalogue/filter-query'

export type FilterOption = { value: string; label: string; count: number; checked: boolean }

/** One fieldset of the form: the query parameter its checkboxes send, and its options. */
export type FilterGroup = { name: string; legend: string; options: FilterOption[] }

/** The filter form as both the page and the phones' modal render it: plain data, no functions. */
export type FilterFormView = {
  /** The filtered list's path the form is sent to (a GET form: it works without JavaScript). */
  action: string
  groups: FilterGroup[]
  /** How many options are ticked (the phones' button shows it). */
  chosen: number
  /** The unfiltered list, when something is ticked. */
  clearHref: string | null
}

/** The group and option names of the form, in the shopper's language. */
export type FilterLabels = {
  category: string
  price: string
  delivery: string
  /** Price ranges and delivery types by id. */
  option: (id: string) => string
}

type Input = {
  action: string
  clearHref: string
  filters: CatalogueFilters
  counts: FilterCounts
  /** Categories to offer, by title; none on a category's own page, whose cards are all in it. */
  categories: { slug: string; title: string }[]
  labels: FilterLabels
}

/**
 * The form's groups: an option with no card is left out unless ticked, and a group left with no
 * option is dropped (spec §5: filters with empty term lists are dropped).
 */
export function filterFormView(input: Input): FilterFormView {
  const { filters, counts, labels } = input
  const option = (value: string, label: string, count: number, chosen: readonly string[]) => ({
    value,
    label,
    count,
    checked: chosen.includes(value),
  })
  const groups: FilterGroup[] = [
    {
      name: FILTER_PARAMS.category,
      legend: labels.category,
      options: input.categories.map(({ slug, title }) =>
        option(slug, title, counts.categories[slug] ?? 0, filters.categories),
      ),
    },
    {
      name: FILTER_PARAMS.price,
      legend: labels.price,
      options: priceRanges.map(({ id }) =>
        option(id, labels.option(id), counts.prices[id], filters.prices),
      ),
    },
    {
      name: FILTER_PARAMS.delivery,
      legend: labels.delivery,
      options: deliveryTypes.map((type) =>
        option(type, labels.option(type), counts.deliveries[type], filters.deliveries),
      ),
    },
  ]
    .map((group) => ({
      ...group,
      options: group.options.filter((item) => item.count > 0 || item.checked),
    }))
    .filter((group) => group.options.length > 0)
  const chosen = groups.reduce(
    (sum, group) => sum + group.options.filter((item) => item.checked).length,
    0,
  )
  return { action: input.action, groups, chosen, clearHref: chosen > 0 ? input.clearHref : null }
}
