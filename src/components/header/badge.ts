/** The cart badge's text: nothing at 0 (the badge hides), '99+' past two digits. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > 99 ? '99+' : String(Math.floor(count))
}
