/**
 * Pages of a list merged in order, each item once (spec §7): a product seen on page 1 and again on
 * page 2, after the list changed in between, stays where it was first seen.
 */
export function mergeById<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>()
  const merged: T[] = []
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      merged.push(item)
    }
  }
  return merged
}
