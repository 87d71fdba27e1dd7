/*
 * Two stand-in origins, unlike in scheme, host and directory depth: a target resolves the same way
 * against both only when it is a path from the root (`/paiement/?step=2`). Naming a host (`//evil`,
 * `https://evil`, even this shop's own address), a scheme (`http:evil`, `javascript:`) or a relative
 * path (`paiement/`, `?x`) makes the two resolutions differ, so no list of tricks is kept here: the
 * WHATWG URL parser, which browsers follow, decides (backslashes, tabs, newlines, encodings).
 */
const BASES = ['https://a.redirect.invalid/a/', 'http://b.redirect.invalid/b/c/'].map(
  (base) => new URL(base),
)

/** Longer targets are no link a shopper follows; parsing them is left undone. */
export const MAX_REDIRECT_LENGTH = 2_048

const parse = (target: string, base: URL): URL | null => {
  try {
    return new URL(target, base)
  } catch {
    return null
  }
}

/** The path, query and fragment a target leads to from every base, or null when they differ. */
function pathFromRoot(target: string): string | null {
  let found: string | null = null
  for (const base of BASES) {
    const url = parse(target, base)
    if (!url) return null
    const path = `${url.pathname}${url.search}${url.hash}`
    if (url.origin !== base.origin || (found !== null && path !== found)) return null
    found = path
  }
  return found
}

/**
 * A request's redirect target (`?path=`, `?callback=`) as the path of this site a browser would
 * open, normalised (`/a/../b/` → `/b/`, a tab dropped, spaces encoded); null for anything that
 * would leave the site or is not a path from the root. The result is checked once more, since
 * normalising can make a path that reads as a host: `/.//evil.example/` becomes `//evil.example/`.
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target || target.length > MAX_REDIRECT_LENGTH) return null
  const path = pathFromRoot(target)
  return path !== null && pathFromRoot(path) === path ? path : null
}

/** The safe path of a target, else `fallback` (a path the code chose, e.g. the home page). */
export const safeRedirect = (target: string | null | undefined, fallback: string): string =>
  safeRedirectPath(target) ?? fallback
