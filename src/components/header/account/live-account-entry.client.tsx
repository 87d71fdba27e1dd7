'use client'

import { useEffect, useState } from 'react'

import type { GatewayCaller } from '@/commerce/client/request'
import { hasSessionHint, onSessionChange } from '@/commerce/client/session-hint'
import { UserIcon } from '@/components/ui/icons'

import { IconLink } from '../icon-link'
import type { HeaderUser } from './account-entry'
import type { AccountPage } from './account-page'
import { AccountMenu } from './account-menu.client'

type Props = {
  /** What the server rendered: pages are shared, so nobody (stories may name someone). */
  initialUser: HeaderUser
  caller: GatewayCaller
  identify: { href: string; label: string }
  text?: string
  /** 'Mon compte, {firstName}' as written. */
  menuTemplate: string
  pages: AccountPage[]
  logOutLabel: string
  homeHref: string
  /** Stands in for the gateway's logout (stories). */
  onLogOut?: () => Promise<void>
}

const load = () => import('./account-request')

/**
 * The account icon as the browser knows the visitor (spec §2, §4): the identify link, or for a
 * logged-in customer the dropdown named after them. The session hint cookie says whether to ask
 * getUserInfo at all; every login or logout announced in the tab asks again.
 */
export function LiveAccountEntry(props: Props) {
  const { initialUser, caller, identify, text, menuTemplate, pages, homeHref, onLogOut } = props
  const [fetched, setFetched] = useState<HeaderUser>(null)
  const [loggedOut, setLoggedOut] = useState(false)

  useEffect(() => {
    let latest = 0
    const refresh = () => {
      const ticket = ++latest
      const next = hasSessionHint()
        ? load().then(({ fetchHeaderUser }) => fetchHeaderUser(caller))
        : Promise.resolve(null)
      next.then(
        (user) => {
          if (ticket === latest) setFetched(user)
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

  const logOut = async () => {
    if (onLogOut) await onLogOut()
    else {
      const accountPaths = pages.map((page) => page.href)
      if (!(await (await load()).logOut(caller, { accountPaths, homeHref }))) return
    }
    setLoggedOut(true)
  }

  const user = fetched ?? (loggedOut ? null : initialUser)
  if (!user)
    return <IconLink href={identify.href} label={identify.label} icon={<UserIcon />} text={text} />
  return (
    <AccountMenu
      label={menuTemplate.replace('{firstName}', user.firstName)}
      text={text}
      pages={pages}
      logOutLabel={props.logOutLabel}
      onLogOut={logOut}
    />
  )
}
