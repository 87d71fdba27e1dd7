import type fr from '@/i18n/messages/fr'
import type { Precompiled } from '@/i18n/precompile'
import type { Locale } from '@/i18n/routing'

import type { PopularSearch } from './popular'

/**
 * The modal's texts compiled on the server (i18n/precompile.ts), formatted in the browser:
 * '{count} results' is an ICU plural, and the modal's code only loads on first opening.
 */
export type SearchMessages = {
  Search: Precompiled<Record<keyof (typeof fr)['Search'], string>>
  Errors: Pick<(typeof fr)['Errors'], 'generic'>
}

/** The modal's texts and its store's popular data (null when it could not be read). */
export type SearchModalData = { messages: SearchMessages; popular: PopularSearch | null }

/** Asks the server for the modal's data (modal-data.server.ts), so that pages do not carry it. */
export type LoadSearchModal = (locale: Locale) => Promise<SearchModalData | null>

/** What the server hands the search modal; its texts and popular data come on first opening. */
export type SearchModalProps = {
  locale: Locale
  /** userData of the gateway calls (spec §3), with the page's language. */
  storeID: number
  countryCode: string
  /** The store's searchTracking toggle: analytics events of spec §4. */
  tracking: boolean
  load: LoadSearchModal
  /** Given by stories; pages leave it out and the modal asks for it on opening (issue 39). */
  data?: SearchModalData
}
