/** A brand as a list's filter offers it: how many of the list's products it holds. */
export type BrandCount = { id: number; title: string; count: number }

/**
 * The brands of a list's products, each with its count, by title in the shopper's language.
 * Products without a brand, and brands not in `brands` (unpublished), are left out.
 */
export function countBrands(
  productBrands: readonly (number | null | undefined)[],
  brands: readonly { id: number; title: string }[],
  locale: string,
): BrandCount[] {
  const counts = new Map<number, number>()
  for (const brand of productBrands) {
    if (brand != null) counts.set(brand, (counts.get(brand) ?? 0) + 1)
  }
  return brands
    .flatMap(({ id, title }) => {
      const count = counts.get(id) ?? 0
      return count > 0 ? [{ id, title, count }] : []
    })
    .sort((a, b) => a.title.localeCompare(b.title, locale) || a.id - b.id)
}
