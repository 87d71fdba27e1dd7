import 'server-only'

import { getMessages } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { loadPopularSearch } from './load-popular.server'
import type { SearchMessages, SearchModalProps } from './props'

/** The search modal's props for a page: the modal's texts, and how to ask its popular data. */
export async function searchModalProps(store: Store, locale: Locale): Promise<SearchModalProps> {
  const messages = (await getMessages({ locale })) as SearchMessages
  return {
    locale,
    storeID: store.storeId,
    countryCode: store.country,
    tracking: Boolean(store.toggles?.searchTracking),
    loadPopular: loadPopularSearch,
    messages: { Search: messages.Search, Errors: { generic: messages.Errors.generic } },
  }
}
