'use client'

import { type ReactNode, useCallback, useRef, useState } from 'react'

import type { Locale } from '@/i18n/routing'

/** The desktop menu's tabs and top lists, or the mobile menu's content (categories, footer). */
export type GiftCardsMenuView = 'tabs' | 'list'

/** Loads the menu's content (panel.action.tsx), so that pages do not carry it. */
export type LoadGiftCardsMenu = (locale: Locale, view: GiftCardsMenuView) => Promise<ReactNode>

/**
 * The menu's content, fetched once on the first `request` (the shopper reaching for the menu); a
 * failed fetch says so and the next request tries again.
 */
export function useMenuLoader(load: LoadGiftCardsMenu, locale: Locale, view: GiftCardsMenuView) {
  const [content, setContent] = useState<ReactNode>(null)
  const [failed, setFailed] = useState(false)
  const requested = useRef(false)
  const request = useCallback(() => {
    if (requested.current) return
    requested.current = true
    setFailed(false)
    const fail = () => {
      requested.current = false
      setFailed(true)
    }
    load(locale, view).then((loaded) => (loaded ? setContent(loaded) : fail()), fail)
  }, [load, locale, view])
  return { content, failed, request }
}
