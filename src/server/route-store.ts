import 'server-only'

import { notFound } from 'next/navigation'
import { cache } from 'react'

import { intlLocale } from '@/commerce/domain/money'
import { storefronts } from '@/commerce/services/store'
import type { Locale } from '@/i18n/routing'

import { serverEnv } from './env'
import { getPayloadClient } from './payload'
import { type Storefront, storefrontOfHost } from './storefronts/directory'

/** What a route's path segments name: the store (put there by the proxy) and the language. */
export type StoreParams = { store: string; locale: string }

// One per render of a request (React's cache): layouts, pages and metadata each enter their route.
const entered = cache((): { storefront?: Storefront } => ({}))

/** The store and language a route's segments name, if both exist (the proxy put them there). */
export async function storefrontOfParams(
  params: StoreParams,
): Promise<{ storefront: Storefront; locale: Locale } | undefined> {
  const storeId = /^[1-9]\d{0,8}$/.test(params.store) ? Number(params.store) : undefined
  const directory = await storefronts(await getPayloadClient())
  const storefront = storeId === undefined ? undefined : directory.byId.get(storeId)
  const locale = storefront?.locales.find((known) => known === params.locale)
  return storefront && locale ? { storefront, locale } : undefined
}

/**
 * Enters a storefront route: the store and language of its segments, known to exist (else the 404
 * page), kept for what renders below it (routeStorefront). Every layout, page and metadata
 * function of the storefront calls this before reading anything of the store.
 */
export async function enterRoute(
  params: StoreParams,
): Promise<{ locale: Locale; storeId: number }> {
  const found = await storefrontOfParams(params)
  if (!found) notFound()
  entered().storefront = found.storefront
  return { locale: found.locale, storeId: found.storefront.storeId }
}

/** The store of the route being rendered, if it entered one (actions and route handlers do not). */
export const enteredStorefront = (): Storefront | undefined => entered().storefront

/** The store of the route being rendered; throws outside a route that entered it. */
export function routeStorefront(): Storefront {
  const storefront = enteredStorefront()
  if (!storefront) throw new Error('A storefront read ran before its route called enterRoute()')
  return storefront
}

/**
 * The store of a request that does not pass through the proxy (the gateway, robots.txt, the
 * sitemap, REST routes): the one its Host header names, else the default store.
 */
export async function hostStorefront(host: string | null): Promise<Storefront> {
  const directory = await storefronts(await getPayloadClient())
  return storefrontOfHost(directory, host, serverEnv().STORE_ID)
}

/** enterRoute for what needs only the language. */
export const routeLocale = async (params: StoreParams): Promise<Locale> =>
  (await enterRoute(params)).locale

/** How the route's store writes amounts and dates in `language`: fr-FR, fr-BE, nl-BE, nl-NL. */
export const routeIntlLocale = (language: Locale): string =>
  intlLocale(language, routeStorefront().country)
