import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'

import type { AreaHrefs } from './overview.client'

/** The paths the account overview links to, in a language. */
export const areaHrefs = (locale: Locale): AreaHrefs => ({
  login: localizedPath(locale, '/account/login'),
  home: localizedPath(locale, '/'),
  details: localizedPath(locale, '/account/details'),
  addressBook: localizedPath(locale, '/account/address-book'),
})
