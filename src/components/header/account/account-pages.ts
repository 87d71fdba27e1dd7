import { type Href, localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

import type { AccountTexts } from '../texts'
import type { AccountMenuTexts, AccountPage } from './account-page'

const pages: [Href, keyof AccountTexts][] = [
  ['/account/overview', 'overview'],
  ['/account/orders', 'orders'],
  ['/account/details', 'details'],
  ['/account/address-book', 'addressBook'],
]

/** The account pages of the logged-in dropdown (spec §2), in their order, localized. */
export const accountPages = (
  locale: Locale,
  defaultLocale: Locale,
  labels: AccountTexts,
): AccountPage[] =>
  pages.map(([href, label]) => ({
    href: localizedPath(locale, href, defaultLocale),
    label: labels[label],
  }))

/** Everything the logged-in dropdown says, in a locale of a store whose default is given. */
export const accountMenu = (
  locale: Locale,
  defaultLocale: Locale,
  labels: AccountTexts,
): AccountMenuTexts => ({
  template: labels.menuTemplate,
  pages: accountPages(locale, defaultLocale, labels),
  logOut: labels.logOut,
  homeHref: localizedPath(locale, '/', defaultLocale),
})
