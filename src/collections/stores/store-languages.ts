import type { Validate } from 'payload'

import { adminText } from '@/i18n/admin-texts'

type StoreLanguages = {
  country?: string | null
  countriesCombinations?:
    | {
        country?: string | null
        languagesCombinations?: { languageCode?: string | null }[] | null
      }[]
    | null
}

/** The languages of a store's own country entry, or null while that entry is not known. */
export function ownLanguagesOf(store: StoreLanguages | undefined): string[] | null {
  const own = store?.countriesCombinations?.find((entry) => entry.country === store.country)
  const languages = (own?.languagesCombinations ?? []).flatMap((entry) =>
    entry.languageCode ? [entry.languageCode] : [],
  )
  return languages.length > 0 ? languages : null
}

/**
 * A store's menu and trust-mark titles are shown in its own languages only: a title is required
 * there, and may stay empty in another (a Dutch store saved in French keeps its Dutch titles).
 */
export const requiredInStoreLanguages: Validate<unknown> = (value, { data, req }) => {
  if (typeof value === 'string' && value.trim() !== '') return true
  const languages = ownLanguagesOf(data as StoreLanguages)
  if (languages && req.locale && !languages.includes(req.locale)) return true
  return adminText(req.i18n?.language, (texts) => texts.StoreRules.titleRequired, {
    languages: (languages ?? [req.locale ?? '']).join(', '),
  })
}
