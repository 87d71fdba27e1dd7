import { type Locale, locales } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import type { CountryCombination } from './language-form'

const isLocale = (code: string): code is Locale => (locales as readonly string[]).includes(code)

/**
 * The store's combinations as plain data for the client leaves (no row ids). The store's own
 * country offers only the languages this app serves; another country is another store's site,
 * so its listed languages count as they are.
 */
export const switcherCombinations = (
  store: Pick<Store, 'country' | 'countriesCombinations'>,
): CountryCombination[] =>
  (store.countriesCombinations ?? []).map(({ country, url, languagesCombinations }) => ({
    country,
    url,
    languagesCombinations: (languagesCombinations ?? [])
      .filter((l) => country !== store.country || isLocale(l.languageCode))
      .map(({ languageCode, isDefault, currency }) => ({ languageCode, isDefault, currency })),
  }))
