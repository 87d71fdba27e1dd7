import { hostNameOf } from '@/commerce/domain/host-name'
import { type SiteLocales, siteLocalesOf, type StoreLanguages } from '@/i18n/storefront'

/** A store as a request finds it: by one of its hosts, with the languages its site speaks. */
export type Storefront = SiteLocales & {
  storeId: number
  country: string
  hosts: readonly string[]
}

export type Directory = {
  byHost: ReadonlyMap<string, Storefront>
  byId: ReadonlyMap<number, Storefront>
}

function directoryOf(storefronts: readonly Storefront[]): Directory {
  return {
    byId: new Map(storefronts.map((storefront) => [storefront.storeId, storefront])),
    byHost: new Map(
      storefronts.flatMap((storefront) => storefront.hosts.map((host) => [host, storefront])),
    ),
  }
}

/** The directory of stores as read (the proxy's SQL, the app's Payload read). */
export function directoryOfStores(
  stores: readonly (StoreLanguages & { hosts: readonly string[] })[],
): Directory {
  return directoryOf(
    stores.flatMap((store): Storefront[] => {
      try {
        return [
          {
            storeId: store.storeId,
            country: store.country,
            hosts: store.hosts,
            ...siteLocalesOf(store),
          },
        ]
      } catch {
        return [] // a store without a language of this app serves nothing
      }
    }),
  )
}

/**
 * The store of a request's Host header: the one that lists the host, else the default store
 * (STORE_ID: plain localhost, a load balancer's health check, an address). Never another store.
 */
export function storefrontOfHost(
  directory: Directory,
  host: string | null | undefined,
  defaultStoreId: number,
): Storefront {
  const name = hostNameOf(host)
  const listed = name === undefined ? undefined : directory.byHost.get(name)
  const storefront = listed ?? directory.byId.get(defaultStoreId)
  if (!storefront) throw new Error(`The default store ${defaultStoreId} does not exist`)
  return storefront
}

/** Whether the store lists the Host header's host name (not reached as the default store). */
export const listsHost = (storefront: Storefront, host: string | null | undefined): boolean => {
  const name = hostNameOf(host)
  return name !== undefined && storefront.hosts.includes(name)
}

/**
 * One directory at a time, read again after `lifetimeMs`; while it is read again, requests keep
 * the last one (a slow database does not hold up every request), and a failed read is retried by
 * the next request.
 */
export function keptDirectory(load: () => Promise<Directory>, lifetimeMs: number) {
  let kept: { directory: Directory; at: number } | undefined
  let reading: Promise<Directory> | undefined
  const read = () =>
    (reading ??= load()
      .then((directory) => {
        kept = { directory, at: Date.now() }
        return directory
      })
      .finally(() => {
        reading = undefined
      }))
  return (): Promise<Directory> => {
    if (!kept) return read()
    if (Date.now() - kept.at >= lifetimeMs) read().catch(() => undefined)
    return Promise.resolve(kept.directory)
  }
}
