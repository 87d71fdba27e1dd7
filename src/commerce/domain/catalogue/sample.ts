/**
 * Positions of `count` items spread evenly over a list of `total` (the first always in), so a
 * sample of a sorted list shows its whole range; all of them when the list is that short.
 */
export function evenlySpaced(total: number, count: number): number[] {
  if (total <= count) return Array.from({ length: total }, (_, index) => index)
  return Array.from({ length: count }, (_, index) => Math.floor((index * total) / count))
}
