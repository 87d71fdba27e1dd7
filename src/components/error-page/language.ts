/** The languages the error pages speak (their texts: texts.ts), apart so the shells stay light. */
const LANGUAGES = new Set(['fr', 'nl', 'en'])

/** The URL's language prefix (/nl/…, /fr/… on a store whose default is another), if any. */
const prefixOf = (pathname: string | null): string | undefined => {
  const first = pathname?.split('/')[1]
  return first && LANGUAGES.has(first) ? first : undefined
}

/**
 * The language of a failed page: its route's locale segment (the proxy's rewrite, which knows the
 * store's default language), else the URL's prefix, else French, the default language.
 */
export function errorLanguage(routeLocale: unknown, pathname: string | null): string {
  if (typeof routeLocale === 'string' && LANGUAGES.has(routeLocale)) return routeLocale
  return prefixOf(pathname) ?? 'fr'
}

/** The store's home in the URL's language: its prefix kept, none for the default language. */
export const errorHomeHref = (pathname: string | null): string => {
  const prefix = prefixOf(pathname)
  return prefix ? `/${prefix}/` : '/'
}
