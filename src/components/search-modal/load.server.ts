import 'server-only'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { loadSearchModal } from './modal-data.server'
import type { SearchModalProps } from './props'

/**
 * The search modal's props for a page: how to ask for its texts and popular data, in one request
 * when it first opens (modal-data.server.ts).
 */
export function searchModalProps(store: Store, locale: Locale): SearchModalProps {
  return {
    locale,
    storeID: store.storeId,
    countryCode: store.country,
    tracking: Boolean(store.toggles?.searchTracking),
    load: loadSearchModal,
  }
}
