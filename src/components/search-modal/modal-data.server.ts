'use server'

import { headers } from 'next/headers'
import { getMessages } from 'next-intl/server'
import { z } from 'zod'

import { readStore } from '@/commerce/services/store/pages'
import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'
import { locales } from '@/i18n/routing'
import { logger } from '@/server/logger'
import { hostStorefront } from '@/server/route-store'

import type { PopularSearch } from './popular'
import { getPopularSearch } from './popular.server'
import { searchMessages } from './messages'
import type { SearchModalData } from './props'

/** The popular data of the store the host names, or null when it cannot be read now. */
async function hostPopular(locale: Locale): Promise<PopularSearch | null> {
  try {
    // An action renders no layout that entered a route: the store is the one its host names.
    const { storeId, defaultLocale } = await hostStorefront((await headers()).get('host'))
    return await getPopularSearch(await readStore(storeId, locale), locale, defaultLocale)
  } catch (error) {
    logger().error({ err: error }, 'Search modal: the popular data could not be read')
    return null
  }
}

/**
 * What the search modal needs, asked in one request on its first opening (pages carry neither,
 * issue 39): its texts in the page's language and the popular data of the host's store (public
 * catalogue data, from the same cache the pages use, expired when the store or a product
 * changes). Without popular data the modal is still a search field, and asks again next time.
 */
export async function loadSearchModal(locale: unknown): Promise<SearchModalData | null> {
  const checked = z.enum(locales).safeParse(locale)
  // Only the modal calls this, with its page's language: anything else has no data.
  if (!checked.success) return null
  const [messages, popular] = await Promise.all([
    getMessages({ locale: checked.data }) as Promise<typeof fr>,
    hostPopular(checked.data),
  ])
  return {
    messages: searchMessages(messages),
    popular,
  }
}
