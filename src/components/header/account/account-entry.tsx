import { callerFor } from '@/commerce/client/caller'
import { localizedPath, routeDefaultLocale } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import type { AccountTexts } from '../texts'
import { accountMenu } from './account-pages'
import { LiveAccountEntry } from './live-account-entry.client'

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
  return (
    <LiveAccountEntry
      initialUser={user}
      caller={callerFor(store, locale)}
      identify={{ href: localizedPath(locale, '/account'), label: labels.identify }}
      text={showText ? labels.text : undefined}
      // Given by stories only: anonymous pages leave the dropdown's words to the browser to ask
      // once it finds a customer (account-menu.server), and an unset prop would be spelled out.
      {...(user && { menu: accountMenu(locale, routeDefaultLocale(), labels) })}
      {...(onLogOut && { onLogOut })}
    />
  )
}
