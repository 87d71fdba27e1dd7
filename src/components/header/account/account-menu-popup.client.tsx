'use client'

import { Menu } from '@base-ui/react/menu'
import { type ReactNode, useState } from 'react'

import { iconControlClass } from '../icon-link'
import type { AccountMenuProps } from './account-menu.client'

const itemClass =
  'flex w-full cursor-pointer rounded-md px-3 py-2 text-left outline-none data-disabled:cursor-wait data-disabled:opacity-60 data-highlighted:bg-muted'

/** The account dropdown itself (Base UI Menu), mounted open on the first press of the icon. */
export default function AccountMenuPopup({
  label,
  pages,
  logOutLabel,
  onLogOut,
  children,
}: AccountMenuProps & { children: ReactNode }) {
  const [loggingOut, setLoggingOut] = useState(false)
  const logOut = async () => {
    if (!onLogOut) return
    setLoggingOut(true)
    try {
      await onLogOut()
    } finally {
      setLoggingOut(false)
    }
  }
  return (
    <Menu.Root defaultOpen modal={false}>
      <Menu.Trigger aria-label={label} className={iconControlClass}>
        {children}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={8} align="end" className="z-50">
          <Menu.Popup className="min-w-56 rounded-lg border border-ink/10 bg-surface p-2 text-ink shadow-lg">
            {pages.map((page) => (
              <Menu.LinkItem key={page.href} href={page.href} className={itemClass}>
                {page.label}
              </Menu.LinkItem>
            ))}
            <Menu.Separator className="my-1 h-px bg-ink/10" />
            <Menu.Item
              disabled={loggingOut || !onLogOut}
              closeOnClick={false}
              onClick={logOut}
              className={itemClass}
            >
              {logOutLabel}
            </Menu.Item>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}
