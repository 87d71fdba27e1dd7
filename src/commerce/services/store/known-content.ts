import { type KnownContent, readKnownContent } from '@/commerce/db/known-content-repository'
import type { Locale } from '@/i18n/routing'
import { memo } from '@/server/cache/memo'
import { serverEnv } from '@/server/env'

const kept = memo<KnownContent>('known-content')

/** The store's content slugs and redirects in a language, kept until one of them changes. */
export const knownContent = (storeId: number, locale: Locale): Promise<KnownContent> =>
  kept([storeId, locale], () => readKnownContent(serverEnv().DATABASE_URL, storeId, locale))
