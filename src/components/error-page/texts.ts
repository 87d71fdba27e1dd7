import en from '@/i18n/messages/en/error-page.json'
import fr from '@/i18n/messages/fr/error-page.json'
import nl from '@/i18n/messages/nl/error-page.json'

export type ErrorPageTexts = (typeof fr)['ErrorPage']

// Every language's few words, bundled: an error boundary renders where no server can give them.
const byLanguage: Record<string, ErrorPageTexts | undefined> = {
  fr: fr.ErrorPage,
  nl: nl.ErrorPage,
  en: en.ErrorPage,
}

/** The URL's language prefix (/nl/…, /fr/… on a store whose default is another), if any. */
const prefixOf = (pathname: string | null): string | undefined => {
  const first = pathname?.split('/')[1]
  return first && Object.hasOwn(byLanguage, first) ? first : undefined
}

/**
 * The language of a failed page: its route's locale segment (the proxy's rewrite, which knows the
 * store's default language), else the URL's prefix, else French, the default language.
 */
export function errorLanguage(routeLocale: unknown, pathname: string | null): string {
  if (typeof routeLocale === 'string' && Object.hasOwn(byLanguage, routeLocale)) return routeLocale
  return prefixOf(pathname) ?? 'fr'
}

/** The store's home in the URL's language: its prefix kept, none for the default language. */
export const errorHomeHref = (pathname: string | null): string => {
  const prefix = prefixOf(pathname)
  return prefix ? `/${prefix}/` : '/'
}

export const errorPageTexts = (language: string): ErrorPageTexts =>
  byLanguage[language] ?? fr.ErrorPage

/** The error's reference for customer service (Next's digest, also in the server's log). */
export const errorReference = (texts: ErrorPageTexts, digest: string | undefined): string | null =>
  digest ? texts.reference.replace('{digest}', digest) : null
