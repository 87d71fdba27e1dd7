'use server'

import { headers } from 'next/headers'
import { z } from 'zod'

import { readStore } from '@/commerce/services/store/pages'
import { localizedPath } from '@/i18n/paths'
import { locales } from '@/i18n/routing'
import { hostStorefront } from '@/server/route-store'

import { NotFoundView } from './not-found-view'

/**
 * The 404 page's content in a language, asked by a route group's not-found boundary when a page
 * answers `notFound()` in the browser: every other page's RSC payload no longer carries it (0.4 KB,
 * issue 39). Public words and the store's illustration only.
 */
export async function loadNotFoundView(language: unknown) {
  const locale = z.enum(locales).safeParse(language)
  if (!locale.success) return null
  // An action renders no layout that entered a route: the store is the one its host names.
  const { storeId, defaultLocale } = await hostStorefront((await headers()).get('host'))
  const store = await readStore(storeId, locale.data)
  const homeHref = localizedPath(locale.data, '/', defaultLocale)
  return <NotFoundView store={store} locale={locale.data} homeHref={homeHref} />
}
