import 'server-only'

import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { siteOf } from '@/commerce/services/store'
import { readStore } from '@/commerce/services/store/pages'

import { hostStorefront, routeIntlLocale, routeStorefront } from './route-store'

/** The store of the route being rendered (its path's store segment, from the request's host). */
export const requestStoreId = (): number => routeStorefront().storeId

/** The route's store with its media and menus in `locale` (the store facade's read). */
export const getStore = (locale: Locale): Promise<Store> => readStore(requestStoreId(), locale)

/** How the route's store writes dates in `locale` ('nl-BE'), and its clock (its row's time zone). */
export const routeDates = async (locale: Locale): Promise<{ intl: string; timeZone: string }> => ({
  intl: routeIntlLocale(locale),
  timeZone: (await getStore(locale)).timeZone,
})

/** The origin of the route's store (canonical URLs, structured data), as its links name it. */
export const routeOrigin = async (): Promise<string> =>
  siteOf(await readStore(requestStoreId(), routeStorefront().defaultLocale)).origin

/** The store a host names (else the default store) with its media and menus in `locale`. */
export const getStoreOfHost = async (host: string | null, locale: Locale): Promise<Store> =>
  readStore((await hostStorefront(host)).storeId, locale)
