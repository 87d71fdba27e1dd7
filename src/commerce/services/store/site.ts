import type { Payload } from 'payload'

import { hostNameOf } from '@/commerce/domain/host-name'
import { siteLocalesOf } from '@/i18n/storefront'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'
import { serverEnv } from '@/server/env'

import { storeRow } from './row'

/** Where a store's site lives: its origin for absolute links, its unprefixed language. */
export type StoreSite = { origin: string; defaultLocale: Locale }

type SiteFields = Pick<Store, 'storeId' | 'country' | 'countriesCombinations' | 'hosts'>

/**
 * The origin of a store's links (e-mails, payment returns, canonical URLs): its own country's url
 * in countriesCombinations. On a development server (SERVER_URL on localhost) a store answers on
 * its *.localhost alias at SERVER_URL's port instead, and the default store on SERVER_URL itself.
 */
export function originOf(store: SiteFields): string {
  const server = new URL(serverEnv().SERVER_URL)
  if (server.hostname === 'localhost') {
    const alias = store.hosts?.find(({ host }) => host.endsWith('.localhost'))?.host
    if (store.storeId === serverEnv().STORE_ID || !alias) return server.origin
    return `${server.protocol}//${alias}${server.port ? `:${server.port}` : ''}`
  }
  const own = store.countriesCombinations?.find(({ country }) => country === store.country)
  if (own) return new URL(own.url).origin
  const host = store.hosts?.[0]?.host
  return host ? `https://${host}` : server.origin
}

/**
 * The store's origin on `host` when the store lists it (a shopper on cartecadeau.localhost, or
 * on cartecadeau.fr without www, comes back where their cookies are), its own origin otherwise:
 * a Host header never leads a link off the store's hosts.
 */
export function originOn(store: SiteFields, host: string | null | undefined): string {
  const origin = new URL(originOf(store))
  const name = hostNameOf(host)
  if (name && store.hosts?.some((listed) => listed.host === name)) origin.hostname = name
  return origin.origin
}

export const siteOf = (store: SiteFields, host?: string | null): StoreSite => ({
  origin: host === undefined ? originOf(store) : originOn(store, host),
  defaultLocale: siteLocalesOf(store).defaultLocale,
})

/** The site of store `storeId`, as services build links to it (on `host` if the store's). */
export const storeSite = async (
  payload: Payload,
  storeId: number,
  host?: string | null,
): Promise<StoreSite> => siteOf(await storeRow(payload, storeId), host)

/** An absolute URL of a path on a store's site. */
export const siteUrl = (site: StoreSite, path: string): string =>
  new URL(path, site.origin).toString()
