/*
 * Pure rules of the language form (spec §4, §5). Client leaves import this module, so it stays
 * free of the routing tables: the server hands the combinations over (see combinations.ts).
 */

/** One country the store switcher offers: its site and the languages it is sold in. */
export type CountryCombination = {
  country: string
  url: string
  languagesCombinations?: LanguageCombination[] | null
}
export type LanguageCombination = {
  languageCode: string
  isDefault?: boolean | null
  currency: string
}

export type Option = { value: string; label: string }
export type LanguageFormValues = { country: string; language: string; currency: string }

/** A country's name in the page's language ('Belgique' in French). */
export const countryName = (country: string, locale: string): string =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country

/** A language's name in that language, capitalised as in a menu: 'Français', 'Nederlands'. */
export function languageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
}

/** Spec §5: country lists sorted by name in the active language. */
export function countryOptions(combinations: CountryCombination[], locale: string): Option[] {
  const collator = new Intl.Collator(locale)
  return combinations
    .map((c) => ({ value: c.country, label: countryName(c.country, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label))
}

/** The languages a country is sold in (already limited to this app's for the store's own). */
export const languagesOf = (combination: CountryCombination | undefined): LanguageCombination[] =>
  combination?.languagesCombinations ?? []

export const languageOptions = (languages: LanguageCombination[]): Option[] =>
  languages.map((l) => ({ value: l.languageCode, label: languageName(l.languageCode) }))

/** Spec §4: the country's default language, else its first. */
export const defaultLanguage = (
  languages: LanguageCombination[],
): LanguageCombination | undefined => languages.find((l) => l.isDefault) ?? languages[0]

/** The values of the form for a country: its default language and that combination's currency. */
export function valuesForCountry(
  combinations: CountryCombination[],
  country: string,
  language?: string,
): LanguageFormValues {
  const languages = languagesOf(combinations.find((c) => c.country === country))
  const chosen = languages.find((l) => l.languageCode === language) ?? defaultLanguage(languages)
  return {
    country,
    language: chosen?.languageCode ?? '',
    // Spec §4: the currency is the default (or first) combination's, whatever the language.
    currency: defaultLanguage(languages)?.currency ?? '',
  }
}

/** 'France · Français': where the shopper is, as the switcher's triggers show it. */
export const storeAndLanguage = (country: string, language: string, locale: string): string =>
  `${countryName(country, locale)} · ${languageName(language)}`
