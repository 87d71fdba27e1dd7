import { type KnownPages, readKnownPages } from '@/commerce/db/landing-page-repository'
import type { Locale } from '@/i18n/routing'
import { memo } from '@/server/cache/memo'
import { serverEnv } from '@/server/env'

const kept = memo<KnownPages>('landing-paths')

/** The store's landing pages and redirects in a language, kept until one of them changes. */
export const knownPages = (storeId: number, locale: Locale): Promise<KnownPages> =>
  kept([storeId, locale], () => readKnownPages(serverEnv().DATABASE_URL, storeId, locale))
