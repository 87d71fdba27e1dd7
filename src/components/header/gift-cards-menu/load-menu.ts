import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'

/** The desktop menu's tabs and top lists, or the mobile menu's content (categories, footer). */
export type GiftCardsMenuView = 'tabs' | 'list'

/** Loads the menu's content (panel.action.tsx), so that pages do not carry it. */
export type LoadGiftCardsMenu = (locale: Locale, view: GiftCardsMenuView) => Promise<ReactNode>
