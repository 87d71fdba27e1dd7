'use client'

import { useEffect, useState } from 'react'

import type { GatewayCaller } from '@/commerce/client/request'
import { hasSessionHint, onSessionChange } from '@/commerce/client/session-hint'
import { UserIcon } from '@/components/ui/icons'

import { IconLink } from '../icon-link'
import type { HeaderUser } from './account-entry'
import type { AccountMenuTexts } from './account-page'
import { AccountMenu } from './account-menu.client'

type Props = {
  /** What the server rendered: pages are shared, so nobody (stories may name someone). */
  initialUser: HeaderUser
  /** The dropdown's words for `initialUser` (stories); a found customer's come with them. */
  menu?: AccountMenuTexts
  caller: GatewayCaller
  identify: { href: string; label: string }
  text?: string
  /** Stands in for the gateway's logout (stories). */
  onLogOut?: () => Promise<void>
}

type Account = { user: NonNullable<HeaderUser>; menu: AccountMenuTexts | null }

const load = () => import('./account-request')

/**
 * The account icon as the browser knows the visitor (spec §2, §4): the identify link, or for a
 * logged-in customer the dropdown named after them. The session hint cookie says whether to ask
 * getUserInfo at all; every login or logout announced in the tab asks again.
 */
export function LiveAccountEntry(props: Props) {
  const { initialUser, menu, caller, identify, text, onLogOut } = props
  const [fetched, setFetched] = useState<Account | null>(null)
  const [loggedOut, setLoggedOut] = useState(false)

  useEffect(() => {
    let latest = 0
    const refresh = () => {
      const ticket = ++latest
      const next = hasSessionHint()
        ? load().then(({ fetchHeaderAccount }) => fetchHeaderAccount(caller))
        : Promise.resolve(null)
      next.then(
        (account) => {
          if (ticket === latest) setFetched(account)
        },
        // An unanswered question leaves the header as it is.
        () => {},
      )
    }
    refresh()
    const stop = onSessionChange(refresh)
    return () => {
      latest = -1
      stop()
    }
  }, [caller])

  const given = !loggedOut && initialUser ? { user: initialUser, menu: menu ?? null } : null
  const account = fetched ?? given
  // Without its words (their question failed) the dropdown cannot be drawn: the identify link
  // still leads a logged-in customer to their account.
  if (!account?.menu)
    return <IconLink href={identify.href} label={identify.label} icon={<UserIcon />} text={text} />
  const shown = account.menu
  const logOut = async () => {
    if (onLogOut) await onLogOut()
    else {
      const accountPaths = shown.pages.map((page) => page.href)
      const after = { accountPaths, homeHref: shown.homeHref }
      if (!(await (await load()).logOut(caller, after))) return
    }
    setLoggedOut(true)
  }
  return (
    <AccountMenu
      label={shown.template.replace('{firstName}', account.user.firstName)}
      text={text}
      pages={shown.pages}
      logOutLabel={shown.logOut}
      onLogOut={logOut}
    />
  )
}
