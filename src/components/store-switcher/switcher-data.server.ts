'use server'

import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { readStore } from '@/commerce/services/store/pages'
import { locales } from '@/i18n/routing'
import { hostStorefront } from '@/server/route-store'

import { switcherCombinations } from './combinations'
import { type StoreSwitcherData, storeSwitcherTexts } from './texts'

/**
 * The switcher's data in a language, asked by the browser when the banner or the modal is first
 * shown: every page carried it in its RSC payload, for a banner most visitors never see and a
 * modal few open (issue 39). Public data only, from the same cache as the pages.
 */
export async function loadStoreSwitcher(locale: unknown): Promise<StoreSwitcherData | null> {
  const checked = z.enum(locales).safeParse(locale)
  // Only the switcher calls this, with its page's language: anything else has no data.
  if (!checked.success) return null
  // An action renders no layout that entered a route: the store is the one its host names.
  const { storeId } = await hostStorefront((await headers()).get('host'))
  const [store, t, modal, select] = await Promise.all([
    readStore(storeId, checked.data),
    getTranslations({ locale: checked.data, namespace: 'StoreSwitcher' }),
    getTranslations({ locale: checked.data, namespace: 'Modal' }),
    getTranslations({ locale: checked.data, namespace: 'Select' }),
  ])
  return { texts: storeSwitcherTexts(t, modal, select), combinations: switcherCombinations(store) }
}
