import { callerFor } from '@/commerce/client/caller'
import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import type { AccountTexts } from '../texts'
import { accountPages } from './account-pages'
import { LiveAccountEntry } from './live-account-entry.client'
import { routeDefaultLocale } from '@/server/route-paths'

/** The customer shown in the header; the server never knows one (pages are shared). */
export type HeaderUser = { firstName: string } | null

type Props = {
  store: Pick<Store, 'storeId' | 'country'>
  /** Who the header starts with: nobody on real pages; stories may name a customer. */
  user: HeaderUser
  locale: Locale
  labels: AccountTexts
  showText: boolean
  /** Stands in for the gateway's logout (stories). */
  onLogOut?: () => Promise<void>
}

/** The account icon: identify when nobody is logged in, else the account dropdown (spec §2). */
export function AccountEntry({ store, user, locale, labels, showText, onLogOut }: Props) {
  const caller = callerFor(store, locale)
  return (
    <LiveAccountEntry
      initialUser={user}
      caller={caller}
      identify={{ href: localizedPath(locale, '/account'), label: labels.identify }}
      text={showText ? labels.text : undefined}
      menuTemplate={labels.menuTemplate}
      pages={accountPages(locale, routeDefaultLocale(), labels)}
      logOutLabel={labels.logOut}
      homeHref={localizedPath(locale, '/')}
      // Given by stories only: a page's RSC payload would spell an unset one out.
      {...(onLogOut && { onLogOut })}
    />
  )
}
