'use server'

import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { locales } from '@/i18n/routing'
import { getStore } from '@/server/store'

import { headerTexts, type HeaderTranslate } from '../texts'
import { getGiftCardsMenu } from './load.server'
import { GiftCardsMenuPanel } from './panel'

const localeSchema = z.enum(locales)

/**
 * The desktop gift cards menu's panel for a locale, asked by the menu when a shopper reaches for
 * it: public catalogue data only, from the same cache as the pages (expired when the menu, a
 * category or a product changes).
 */
export async function loadGiftCardsMenuPanel(locale: unknown) {
  const checked = localeSchema.safeParse(locale)
  // Only the menu calls this, with its page's locale: anything else has no panel.
  if (!checked.success) return null
  const parsed = checked.data
  const store = await getStore(parsed)
  const [t, categories] = await Promise.all([
    getTranslations({ locale: parsed }),
    getGiftCardsMenu(store, parsed),
  ])
  const labels = headerTexts(t as HeaderTranslate, { basketCount: 0 }).giftCardsMenu
  return <GiftCardsMenuPanel categories={categories} locale={parsed} labels={labels} />
}
