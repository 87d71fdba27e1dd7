'use server'

import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { locales } from '@/i18n/routing'

import { headerTexts, type HeaderTranslate } from '../texts'
import { CategoryList } from './category-list'
import { getGiftCardsMenu } from './load.server'
import { GiftCardsMenuPanel } from './panel'
import { headers } from 'next/headers'
import { readStore } from '@/commerce/services/store/pages'
import { localizedPath } from '@/i18n/paths'
import { hostStorefront } from '@/server/route-store'

const argumentsSchema = z.tuple([z.enum(locales), z.enum(['tabs', 'list'])])

/**
 * The gift cards menu's content for a locale, asked by a menu when a shopper reaches for it: the
 * desktop panel ('tabs') or the mobile menu's list. Public catalogue data only, from the same
 * cache as the pages (expired when the menu, a category or a product changes).
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
  const labels = headerTexts(t as HeaderTranslate, { cartCount: 0 }).giftCardsMenu
  const Content = kind === 'tabs' ? GiftCardsMenuPanel : CategoryList
  return <Content categories={categories} allCategoriesHref={allCategoriesHref} labels={labels} />
}
