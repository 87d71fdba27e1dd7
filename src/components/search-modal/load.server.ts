import 'server-only'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { loadPopularSearch } from './load-popular.server'
import type { SearchModalProps } from './props'

/**
 * The search modal's props for a page: how to ask its popular data. Its texts are asked when it
 * opens (messages.action.ts).
 */
export function searchModalProps(store: Store, locale: Locale): SearchModalProps {
  return {
    locale,
    storeID: store.storeId,
    countryCode: store.country,
    tracking: Boolean(store.toggles?.searchTracking),
    loadPopular: loadPopularSearch,
  }
}
