import { isCountryCode } from '@/commerce/domain/country-code'

// Made on first use: a module without top-level work is left out of bundles that use none of it.
let languageNames: Intl.DisplayNames | undefined

/** ISO 639-1 language code, lower case. */
export const isLanguageCode = (value: unknown): boolean =>
  typeof value === 'string' &&
  /^[a-z]{2}$/.test(value) &&
  (languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })).of(
    value,
  ) !== undefined

/** BCP 47 locale as stores write it: language-country in lower case, e.g. fr-fr. */
export const isStoreLocale = (value: unknown): boolean => {
  if (typeof value !== 'string') return false
  const match = /^([a-z]{2})-([a-z]{2})$/.exec(value)
  return match !== null && isLanguageCode(match[1]) && isCountryCode(match[2]?.toUpperCase())
}

/**
 * An EU VAT number's shape: country prefix and 2 to 13 letters or digits, spaces and dots
 * allowed (a country's own checksum is not checked here).
 */
export const isVatNumberShape = (value: unknown): boolean =>
  typeof value === 'string' && /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value.replace(/[\s.]/g, ''))

export { isHexColor } from './hex-color'

/** A menu or social link: relative path starting with a slash, or http(s)/tel/mailto. */
export const isLinkHref = (value: unknown): boolean =>
  typeof value === 'string' && /^(\/|https?:\/\/|tel:|mailto:)/.test(value)
