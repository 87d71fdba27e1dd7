'use server'

import { z } from 'zod'

import { locales } from '@/i18n/routing'
import { getStore } from '@/server/store'

import { getPopularSearch } from './popular.server'
import type { PopularSearch } from './popular'
import { enterRequestHost } from '@/server/route-store'

const localeSchema = z.enum(locales)

/**
 * The search modal's popular data for a locale, asked on its first opening: public catalogue data
 * only, from the same cache the pages used (expired when the store or a product changes).
 */
export async function loadPopularSearch(locale: unknown): Promise<PopularSearch | null> {
  const checked = localeSchema.safeParse(locale)
  // Only the modal calls this, with its page's locale: anything else has no data.
  if (!checked.success) return null
  await enterRequestHost()
  return getPopularSearch(await getStore(checked.data), checked.data)
}
