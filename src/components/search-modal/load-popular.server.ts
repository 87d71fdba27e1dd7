'use server'

import { z } from 'zod'

import { locales } from '@/i18n/routing'

import { getPopularSearch } from './popular.server'
import type { PopularSearch } from './popular'
import { headers } from 'next/headers'
import { readStore } from '@/commerce/services/store/pages'
import { hostStorefront } from '@/server/route-store'

const localeSchema = z.enum(locales)

/**
 * The search modal's popular data for a locale, asked on its first opening: public catalogue data
 * only, from the same cache the pages used (expired when the store or a product changes).
 */
export async function loadPopularSearch(locale: unknown): Promise<PopularSearch | null> {
  const checked = localeSchema.safeParse(locale)
  // Only the modal calls this, with its page's locale: anything else has no data.
  if (!checked.success) return null
  // An action renders no layout that entered a route: the store is the one its host names.
  const { storeId, defaultLocale } = await hostStorefront((await headers()).get('host'))
  return getPopularSearch(await readStore(storeId, checked.data), checked.data, defaultLocale)
}
