const ORIGIN = 'https://callback.invalid'

/**
 * Where to go after logging in (spec §4: "run callback"), from the query's `callback`: a path of
 * this site only (`/paiement/`), never another origin (`//evil.example`, `https:…`, `/\evil`).
 */
export function safeCallback(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null
  }
  if (/[\u0000-\u001f\\]/.test(value)) return null
  try {
    const url = new URL(value, ORIGIN)
    return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/** A page's link carrying the callback along (login ↔ register while ordering). */
export function withCallback(href: string, callback: string | null): string {
  return callback ? `${href}?${new URLSearchParams({ callback })}` : href
}
