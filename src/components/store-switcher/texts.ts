import type { CountryCombination } from './language-form'

/** next-intl's `t` of one namespace: getTranslations, or createTranslator in stories. */
type Translate = (key: string) => string

export type StoreSwitcherModalTexts = {
  title: string
  close: string
  country: string
  countryPlaceholder: string
  language: string
  languagePlaceholder: string
  currency: string
  empty: string
  openList: string
  cancel: string
  apply: string
  countryRequired: string
  languageRequired: string
  currencyRequired: string
}

export type StoreSwitcherBannerTexts = {
  region: string
  text: string
  close: string
  continue: string
  attribution: string
}

export type StoreSwitcherTexts = {
  modal: StoreSwitcherModalTexts
  banner: StoreSwitcherBannerTexts
}

/** What the banner and the modal show: their texts and the store's countries and languages. */
export type StoreSwitcherData = { texts: StoreSwitcherTexts; combinations: CountryCombination[] }

/** Asks the server for them (switcher-data.server.ts), so that pages do not carry them. */
export type LoadStoreSwitcher = (locale: string) => Promise<StoreSwitcherData | null>

/** Every text of the banner and the modal, from the StoreSwitcher, Modal and Select namespaces. */
export function storeSwitcherTexts(
  t: Translate,
  modal: Translate,
  select: Translate,
): StoreSwitcherTexts {
  return {
    modal: {
      title: t('title'),
      close: modal('close'),
      country: t('country'),
      countryPlaceholder: t('countryPlaceholder'),
      language: t('language'),
      languagePlaceholder: t('languagePlaceholder'),
      currency: t('currency'),
      empty: select('empty'),
      openList: select('open'),
      cancel: t('cancel'),
      apply: t('apply'),
      countryRequired: t('countryRequired'),
      languageRequired: t('languageRequired'),
      currencyRequired: t('currencyRequired'),
    },
    banner: {
      region: t('bannerRegion'),
      text: t('bannerText'),
      close: t('closeBanner'),
      continue: t('continue'),
      attribution: t('attribution'),
    },
  }
}
