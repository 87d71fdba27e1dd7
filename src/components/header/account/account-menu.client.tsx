'use client'

import { lazy, Suspense, useState } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated.client'
import { iconControlClass, iconTextClass } from '../icon-link'
import { UserIcon } from '@/components/ui/icons'
import type { AccountPage } from './account-page'

// Base UI's menu loads on the first open, not with every page.
const AccountMenuPopup = lazy(() => import('./account-menu-popup.client'))

export type AccountMenuProps = {
  /** The button's name, with the customer's first name. */
  label: string
  text?: string
  pages: AccountPage[]
  logOutLabel: string
  onLogOut?: () => Promise<void>
}

/** The logged-in account icon: a dropdown with the account pages and 'Log out'. */
export function AccountMenu(props: AccountMenuProps) {
  const [opened, setOpened] = useState(false)
  const hydrated = useHydrated()
  const content = (
    <>
      <UserIcon />
      {props.text && <span className={iconTextClass}>{props.text}</span>}
    </>
  )
  const placeholder = (loading: boolean) => (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={!hydrated || loading}
      onClick={() => setOpened(true)}
      className={iconControlClass}
    >
      {content}
    </button>
  )
  if (!opened) return placeholder(false)
  return (
    <Suspense fallback={placeholder(true)}>
      <AccountMenuPopup {...props}>{content}</AccountMenuPopup>
    </Suspense>
  )
}
