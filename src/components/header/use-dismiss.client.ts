'use client'

import { usePathname } from 'next/navigation'
import { type RefObject, useEffect, useRef } from 'react'

/** Menus close this long after the route changed (spec §4, §9): the new page paints first. */
export const MENU_CLOSE_DELAY_MS = 50

/** Calls `close` 50 ms after the pathname changed (client-side navigations). */
export function useCloseOnRouteChange(close: () => void): void {
  const pathname = usePathname()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const timer = setTimeout(close, MENU_CLOSE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pathname, close])
}

/**
 * An open header menu closes on Escape (focus back on its button), on a click outside `root`,
 * and on route change.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      button.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, close, root, button])
  useCloseOnRouteChange(close)
}
