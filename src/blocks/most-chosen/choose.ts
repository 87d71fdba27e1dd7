import { adminText } from '@/i18n/admin-texts'
import type { Product } from '@/payload-types'

/** Spec §9: the most-chosen block shows at most 2 featured products. */
export const MAX_FEATURED = 2
/** Tiles under the featured ones: two rows of the 4-column desktop grid. */
export const MAX_MOST_CHOSEN = 8

type Relation = number | Product | null | undefined

const populated = (relations: readonly Relation[] | null | undefined): Product[] =>
  (relations ?? []).filter(
    (product): product is Product => typeof product === 'object' && !!product,
  )

/** One of each list in turn (every first product, then every second…), so no category dominates. */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length))
  return Array.from({ length: longest }, (_, rank) =>
    lists.flatMap((list) => list[rank] ?? []),
  ).flat()
}

/**
 * The block's products: the editor's featured ones (2 at most), then the editor's list, or, when
 * that list is empty, the categories' top lists taken in turn. A product shows once; relations the
 * query did not populate (ids) are skipped.
 */
export function chooseMostChosen(
  block: { featured?: readonly Relation[] | null; products?: readonly Relation[] | null },
  categoryTopLists: readonly (readonly Product[])[] = [],
): { featured: Product[]; others: Product[] } {
  const featured = populated(block.featured).slice(0, MAX_FEATURED)
  const picked = populated(block.products)
  const candidates = picked.length > 0 ? picked : interleave(categoryTopLists)
  const seen = new Set(featured.map((product) => product.id))
  const others = candidates.filter((product) => !seen.has(product.id) && seen.add(product.id))
  return { featured, others: others.slice(0, MAX_MOST_CHOSEN) }
}

/** The count in 'View all 200+ gift cards': rounded down to the hundred once there are 100. */
export const roundedCardCount = (count: number): number =>
  count >= 100 ? Math.floor(count / 100) * 100 : Math.max(0, Math.floor(count))

const idOf = (relation: unknown): unknown =>
  typeof relation === 'object' && relation !== null && 'id' in relation ? relation.id : relation

/** Payload validator of the featured products: at most 2, each once; said in `language`. */
export function validateFeatured(value: unknown, language: string | undefined): true | string {
  const ids = Array.isArray(value) ? value.map(idOf) : []
  if (ids.length > MAX_FEATURED) {
    return adminText(language, (texts) => texts.Validation.tooManyFeatured, {
      max: String(MAX_FEATURED),
    })
  }
  if (new Set(ids).size < ids.length) {
    return adminText(language, (texts) => texts.Validation.featuredTwice)
  }
  return true
}
