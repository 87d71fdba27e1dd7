import type { Validate } from 'payload'

import { type AdminTexts, adminText } from '@/i18n/admin-texts'
import { locales } from '@/i18n/routing'

type Combination = {
  country?: string | null
  languagesCombinations?: { languageCode?: string | null; isDefault?: boolean | null }[] | null
}

export type OwnCountryProblem =
  | { rule: 'ownCountryMissing' | 'ownCountryTwice' | 'defaultLanguage'; language?: undefined }
  | { rule: 'unknownLanguage'; language: string }

/**
 * The store's own country entry gives its locales and default locale (the proxy reads them):
 * exactly one entry, every language one the app has messages for, exactly one default.
 */
export function ownCountryProblem(
  country: string | null | undefined,
  combinations: readonly Combination[] | null | undefined,
  appLocales: readonly string[] = locales,
): OwnCountryProblem | null {
  const own = (combinations ?? []).filter((entry) => entry.country === country)
  if (own.length === 0) return { rule: 'ownCountryMissing' }
  if (own.length > 1) return { rule: 'ownCountryTwice' }
  const languages = own[0]!.languagesCombinations ?? []
  const unknown = languages.find((entry) => !appLocales.includes(entry.languageCode ?? ''))
  if (unknown) return { rule: 'unknownLanguage', language: unknown.languageCode ?? '' }
  if (languages.filter((entry) => entry.isDefault).length !== 1) return { rule: 'defaultLanguage' }
  return null
}

/** The check on a save, read on the whole document (a save may send the country alone). */
export const validateOwnCountry: Validate<unknown> = (value, { data, req }) => {
  const store = data as { country?: string | null; countriesCombinations?: Combination[] | null }
  const problem = ownCountryProblem(
    store.country,
    (value as Combination[] | null | undefined) ?? store.countriesCombinations,
  )
  if (!problem) return true
  const pick = (texts: AdminTexts) => texts.StoreRules[problem.rule]
  return adminText(req.i18n?.language, pick, {
    country: store.country ?? '',
    language: problem.language ?? '',
    locales: locales.join(', '),
  })
}
