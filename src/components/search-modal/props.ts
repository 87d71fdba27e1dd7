import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'

import type { PopularSearch } from './popular'

/**
 * The modal's texts as next-intl messages, formatted in the browser: '{count} results' is an
 * ICU plural, and the modal's code (with the formatter) only loads on first opening.
 */
export type SearchMessages = {
  Search: Record<keyof (typeof fr)['Search'], string>
  Errors: Pick<(typeof fr)['Errors'], 'generic'>
}

/** Asks the server for the popular data (load-popular.server.ts), so that pages do not carry it. */
export type LoadPopularSearch = (locale: Locale) => Promise<PopularSearch | null>

/** What the server hands the search modal; its popular data comes on first opening. */
export type SearchModalProps = {
  locale: Locale
  /** userData of the gateway calls (spec §3), with the page's language. */
  storeID: number
  countryCode: string
  /** The store's searchTracking toggle: analytics events of spec §4. */
  tracking: boolean
  loadPopular: LoadPopularSearch
  /** Given by stories; pages leave them out and the modal asks them on opening (issue 39). */
  messages?: SearchMessages
}
