import { pathnames } from './pathnames'
import type { Locale } from './routing'

export type Pathname = keyof typeof pathnames
type Params = Record<string, string | readonly string[] | undefined>
export type Href = Pathname | { pathname: Pathname; params: Params }

const segment = (value: string | readonly string[] | undefined): string =>
  (typeof value === 'string' ? [value] : (value ?? [])).map(encodeURIComponent).join('/')

/** The path with its trailing slash (the site's paths all end in one). */
export const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`)

/**
 * The public path of a route on a store whose default language is `defaultLocale`: '/gift-cards'
 * → '/cartes-cadeaux/' (fr on a French store) or '/nl/cadeaubonnen/' (nl there; '/cadeaubonnen/'
 * on a Dutch one). Pure and tiny, so server components and client leaves share it without
 * next-intl's runtime; pages use server/route-paths.ts, which knows the route's store.
 */
export function localizedPath(locale: Locale, href: Href, defaultLocale: Locale): string {
  const { pathname, params } = typeof href === 'string' ? { pathname: href, params: {} } : href
  const entry: string | Record<Locale, string> = pathnames[pathname]
  const template = typeof entry === 'string' ? entry : entry[locale]
  const filled = template
    .replace(/\[\[\.\.\.(\w+)\]\]/g, (_, name: string) => segment(params[name]))
    .replace(/\[\.\.\.(\w+)\]/g, (_, name: string) => segment(params[name]))
    .replace(/\[(\w+)\]/g, (_, name: string) => segment(params[name]))
    .replace(/\/+/g, '/')
  const prefix = locale === defaultLocale ? '' : `/${locale}`
  const path = `${prefix}${filled}`
  return withSlash(path)
}

/** A route with no required parameter: none, or an optional catch-all left empty ('/business'). */
const isFixed = (route: string) => !route.replace(/\[\[\.\.\.\w+\]\]/g, '').includes('[')

/** The fixed route (no parameters) that a path of this locale shows, e.g. '/gift-cards'. */
export function fixedRouteOf(
  path: string,
  locale: Locale,
  defaultLocale: Locale,
): Pathname | undefined {
  return (Object.keys(pathnames) as Pathname[]).find(
    (route) => isFixed(route) && localizedPath(locale, route, defaultLocale) === withSlash(path),
  )
}

/**
 * A path of this site as the store's menus hold it (in the store's default language, as editors
 * type it) in the page's language: a fixed route's own path there ('/cartes-cadeaux/' →
 * '/nl/cadeaubonnen/' on a French store), any other path as it is.
 */
export function pathInLocale(path: string, locale: Locale, defaultLocale: Locale): string {
  if (locale === defaultLocale) return path
  const route = fixedRouteOf(path, defaultLocale, defaultLocale)
  return route ? localizedPath(locale, route, defaultLocale) : path
}
