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

/** What the server hands the search modal: no request is needed before something is typed. */
export type SearchModalProps = {
  locale: Locale
  /** userData of the gateway calls (spec §3), with the page's language. */
  storeID: number
  countryCode: string
  /** The store's searchTracking toggle: analytics events of spec §4. */
  tracking: boolean
  popular: PopularSearch
  messages: SearchMessages
}
