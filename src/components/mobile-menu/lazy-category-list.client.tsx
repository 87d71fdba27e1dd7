'use client'

import { useCallback, useEffect } from 'react'

import type { LoadGiftCardsMenu } from '@/components/header/gift-cards-menu/load-menu'
import { MenuLoading } from '@/components/header/gift-cards-menu/menu-loading'
import { useAskedContent } from '@/components/ui/asked-content.client'
import type { Locale } from '@/i18n/routing'

import { useMenuReached } from './menu-reached.client'

type Props = {
  locale: Locale
  load: LoadGiftCardsMenu
  labels: { loading: string; failed: string; allCategories: string }
  /** The page of every category. */
  fallbackHref: string
}

/**
 * The mobile menu's content (its categories and footer: MobileMenuContent), fetched when the
 * shopper first reaches for the menu (pages do not carry it, issues 22 and 39); until then, and if
 * it fails, a link to every category.
 */
export function LazyCategoryList({ locale, load, labels, fallbackHref }: Props) {
  const reached = useMenuReached()
  const ask = useCallback(() => load(locale, 'list'), [load, locale])
  const { content, failed, request } = useAskedContent(ask)
  useEffect(() => {
    if (reached > 0) request()
  }, [reached, request])
  return content ?? <MenuLoading failed={failed} labels={labels} href={fallbackHref} />
}
