import { pathnames } from './pathnames'
import { type Locale, routing } from './routing'

export type Pathname = keyof typeof pathnames
type Params = Record<string, string | readonly string[] | undefined>
export type Href = Pathname | { pathname: Pathname; params: Params }

const segment = (value: string | readonly string[] | undefined): string =>
  (typeof value === 'string' ? [value] : (value ?? [])).map(encodeURIComponent).join('/')

/**
 * The public path of a route: '/gift-cards' → '/cartes-cadeaux/' (fr) or '/nl/cadeaubonnen/'.
 * Pure and tiny, so server components and client leaves share it without next-intl's runtime.
 */
/** The path with its trailing slash (the site's paths all end in one). */
export const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`)

export function localizedPath(locale: Locale, href: Href): string {
  const { pathname, params } = typeof href === 'string' ? { pathname: href, params: {} } : href
  const entry: string | Record<Locale, string> = pathnames[pathname]
  const template = typeof entry === 'string' ? entry : entry[locale]
  const filled = template
    .replace(/\[\[\.\.\.(\w+)\]\]/g, (_, name: string) => segment(params[name]))
    .replace(/\[\.\.\.(\w+)\]/g, (_, name: string) => segment(params[name]))
    .replace(/\[(\w+)\]/g, (_, name: string) => segment(params[name]))
    .replace(/\/+/g, '/')
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`
  const path = `${prefix}${filled}`
  return withSlash(path)
}

/** The fixed route (no parameters) that a path of this locale shows, e.g. '/gift-cards'. */
export function fixedRouteOf(path: string, locale: Locale): Pathname | undefined {
  return (Object.keys(pathnames) as Pathname[]).find(
    (route) => !route.includes('[') && localizedPath(locale, route) === withSlash(path),
  )
}

/**
 * A path of this site as the store's menus hold it (French, as editors type it) in the page's
 * language: a fixed route's own path there ('/cartes-cadeaux/' → '/nl/cadeaubonnen/'), any other
 * path as it is.
 */
export function pathInLocale(path: string, locale: Locale): string {
  if (locale === routing.defaultLocale) return path
  const route = fixedRouteOf(path, routing.defaultLocale)
  return route ? localizedPath(locale, route) : path
}
