import { compiledTranslator } from '@/i18n/compiled-translator'
import type { Locale } from '@/i18n/routing'

import type { SearchMessages } from './props'

export type SearchTexts = {
  title: string
  label: string
  placeholder: string
  clear: string
  back: string
  popularTerms: string
  popularProducts: string
  loading: string
  noResults: string
  error: string
  groups: { products: string; givingMoments: string }
  /** '{count} results', an ICU plural. */
  count: (count: number) => string
}

/** Every text of the modal, formatted in the page's language. */
export function searchTexts(locale: Locale, messages: SearchMessages): SearchTexts {
  const t = compiledTranslator(locale, messages.Search, 'Search')
  return {
    title: t('title'),
    label: t('label'),
    placeholder: t('placeholder'),
    clear: t('clear'),
    back: t('back'),
    popularTerms: t('popularTerms'),
    popularProducts: t('popularProducts'),
    loading: t('loading'),
    noResults: t('noResults'),
    error: messages.Errors.generic,
    groups: { products: t('products'), givingMoments: t('givingMoments') },
    count: (count) => t('count', { count }),
  }
}
