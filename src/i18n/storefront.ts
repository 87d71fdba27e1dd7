import { type Locale, locales } from './routing'

/** The languages a store's site speaks, and the one whose paths have no language prefix. */
export type SiteLocales = { locales: readonly Locale[]; defaultLocale: Locale }

type Languages = { languageCode: string; isDefault?: boolean | null }[] | null | undefined
export type StoreLanguages = {
  storeId: number
  country: string
  countriesCombinations?: { country: string; languagesCombinations?: Languages }[] | null
}

const isLocale = (code: string): code is Locale => (locales as readonly string[]).includes(code)

/**
 * A store's languages: those of its own country's entry in countriesCombinations (spec §3) that
 * this app has texts for, the default first. The Stores collection refuses a store without one.
 */
export function siteLocalesOf(store: StoreLanguages): SiteLocales {
  const own = store.countriesCombinations?.find(({ country }) => country === store.country)
  const languages = (own?.languagesCombinations ?? []).filter(({ languageCode }) =>
    isLocale(languageCode),
  )
  const first = languages.find(({ isDefault }) => isDefault) ?? languages[0]
  if (!first) throw new Error(`Store ${store.storeId} speaks no language of this app`)
  const defaultLocale = first.languageCode as Locale
  const others = languages.map(({ languageCode }) => languageCode as Locale)
  return {
    defaultLocale,
    locales: [defaultLocale, ...others.filter((locale) => locale !== defaultLocale)],
  }
}
