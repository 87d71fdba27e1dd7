import 'server-only'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { readStore } from '@/commerce/services/store/pages'

import { serverEnv } from './env'

/**
 * The store a request is for, resolved here once and handed to every read: one per deployment
 * today (STORE_ID).
 */
export const requestStoreId = (): number => serverEnv().STORE_ID

/** The request's store with its media and menus in `locale` (the store facade's read). */
export const getStore = (locale: Locale): Promise<Store> => readStore(requestStoreId(), locale)
