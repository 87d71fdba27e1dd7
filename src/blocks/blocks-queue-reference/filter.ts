type Taxonomy = number | { id: number }
type Section = { taxonomies?: Taxonomy[] | null }

const idOf = (taxonomy: Taxonomy) => (typeof taxonomy === 'number' ? taxonomy : taxonomy.id)

/**
 * filters.filterByTaxonomy: with no filter every section; otherwise the untagged sections and
 * those tagged with at least one of the filter's categories. Order is kept.
 */
export function filterByTaxonomy<S extends Section>(
  sections: readonly S[],
  filter: readonly Taxonomy[] | null | undefined,
): S[] {
  const wanted = new Set((filter ?? []).map(idOf))
  if (wanted.size === 0) return [...sections]
  return sections.filter(
    (section) => !section.taxonomies?.length || section.taxonomies.some((t) => wanted.has(idOf(t))),
  )
}
