/**
 * The root segment's not-found. Every page's RSC payload carries the not-found tree of its root
 * segment; without this file that is Next's default 404 page, 1.2 KB of inline styles and English
 * text on every page (issue 39). The shop's 404s are its stores' own ((frontend)/not-found.tsx,
 * the landing pages' catch-all): this one only answers a path no route group serves, inside
 * Next's default layout, where no store and so no language is known.
 */
export default function RootNotFound() {
  return <h1>404</h1>
}
