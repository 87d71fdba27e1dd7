import { safeRedirectPath } from '@/commerce/domain/safe-redirect'
import { fixedRouteOf, localizedPath, withSlash } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

import {
  type CountryCombination,
  defaultLanguage,
  type LanguageFormValues,
  languagesOf,
} from './language-form'

/** hreflang → URL of the page's alternates, as `link[rel="alternate"]` in the head gives them. */
export type Alternates = Record<string, string>

type Target = {
  values: Pick<LanguageFormValues, 'country' | 'language'>
  storeCountry: string
  locale: Locale
  combinations: CountryCombination[]
  /** The current path, e.g. '/cartes-cadeaux/'. */
  pathname: string
  alternates: Alternates
}

/** The page's own version in a language (pages emit hreflang alternates, e.g. 'nl' or 'fr-FR'). */
function alternateIn(alternates: Alternates, language: string): string | undefined {
  const key = Object.keys(alternates).find(
    (hreflang) => hreflang === language || hreflang.toLowerCase().startsWith(`${language}-`),
  )
  if (!key) return undefined
  // Only the path, a path of this site: the alternates are absolute on the public URL, which may
  // not be this host, and are read from the document as a redirect's target.
  return safeRedirectPath(new URL(alternates[key]!, 'http://localhost').pathname) ?? undefined
}

/**
 * Where applying the language form leads (spec §4). Same country: the page's alternate in that
 * language, else the same fixed route in it, else its home page; no prefix for the default
 * language. Another country: that store's home in the language (its default without prefix).
 */
export function targetPath({
  values,
  storeCountry,
  locale,
  combinations,
  pathname,
  alternates,
}: Target): string {
  const own = combinations.find((c) => c.country === storeCountry)
  // The store's default language has no prefix (its own country's default, spec §3).
  const storeDefault = ((own && defaultLanguage(languagesOf(own))?.languageCode) ??
    locale) as Locale
  if (values.country !== storeCountry) {
    const combination = combinations.find((c) => c.country === values.country)
    if (!combination) return localizedPath(locale, '/', storeDefault)
    const home = defaultLanguage(languagesOf(combination))?.languageCode
    const prefix = values.language === home ? '' : `${values.language}/`
    return new URL(prefix, withSlash(combination.url)).toString()
  }
  const language = values.language as Locale
  const alternate = alternateIn(alternates, language)
  if (alternate) return alternate
  const route = fixedRouteOf(pathname, locale, storeDefault)
  return localizedPath(language, route ?? '/', storeDefault)
}

/** The alternates of the current document. */
export function documentAlternates(doc: Document): Alternates {
  const links = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')
  return Object.fromEntries([...links].map((link) => [link.hreflang, link.href]))
}
