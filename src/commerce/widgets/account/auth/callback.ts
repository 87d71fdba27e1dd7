/** A page's link carrying the callback along (login ↔ register while ordering). */
export function withCallback(href: string, callback: string | null): string {
  return callback ? `${href}?${new URLSearchParams({ callback })}` : href
}
