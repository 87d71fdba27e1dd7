'use server'

import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { locales } from '@/i18n/routing'

import { headerTexts, type HeaderTranslate } from '../texts'
import { getGiftCardsMenu } from './load.server'
import { GiftCardsMenuPanel } from './panel'
import { headers } from 'next/headers'
import { readStore } from '@/commerce/services/store/pages'
import { localizedPath } from '@/i18n/paths'
import { hostStorefront } from '@/server/route-store'
import { MobileMenuContent } from '@/components/mobile-menu/mobile-menu-content'

const argumentsSchema = z.tuple([z.enum(locales), z.enum(['tabs', 'list'])])

/**
 * The gift cards menu's content for a locale, asked by a menu when a shopper reaches for it: the
 * desktop panel ('tabs') or the mobile menu's content ('list': its categories, then its footer).
 * Public data only, from the same cache as the pages (expired when the menu, a category, a
 * product or the store changes).
 */
export async function loadGiftCardsMenuPanel(locale: unknown, view: unknown) {
  const checked = argumentsSchema.safeParse([locale, view])
  // Only the menus call this, with their page's locale: anything else has no content.
  if (!checked.success) return null
  const [parsed, kind] = checked.data
  // An action renders no layout that entered a route: the store is the one its host names.
  const { storeId, defaultLocale } = await hostStorefront((await headers()).get('host'))
  const store = await readStore(storeId, parsed)
  const [t, categories] = await Promise.all([
    getTranslations({ locale: parsed }),
    getGiftCardsMenu(store, parsed, defaultLocale),
  ])
  const allCategoriesHref = localizedPath(parsed, '/category/all', defaultLocale)
  const labels = headerTexts(t as HeaderTranslate, { cartCount: 0 })
  if (kind === 'list') {
    return (
      <MobileMenuContent
        store={store}
        locale={parsed}
        categories={categories}
        allCategoriesHref={allCategoriesHref}
        labels={labels}
      />
    )
  }
  return (
    <GiftCardsMenuPanel
      categories={categories}
      allCategoriesHref={allCategoriesHref}
      labels={labels.giftCardsMenu}
    />
  )
}
