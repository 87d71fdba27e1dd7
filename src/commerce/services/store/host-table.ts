import { readStoreHosts } from '@/commerce/db/store-host-repository'
import { siteLocalesOf } from '@/i18n/storefront'
import { serverEnv } from '@/server/env'

import {
  type Directory,
  directoryOf,
  keptDirectory,
  type Storefront,
} from '@/server/storefronts/directory'

/** Seconds a change of hosts or languages takes to reach every instance's proxy. */
export const HOST_TABLE_LIFETIME_S = 30

async function readHostTable(): Promise<Directory> {
  const rows = await readStoreHosts(serverEnv().DATABASE_URL)
  return directoryOf(
    rows.flatMap((row): Storefront[] => {
      try {
        return [{ storeId: row.storeId, hosts: row.hosts, ...siteLocalesOf(row) }]
      } catch {
        return [] // a store without a language of this app serves nothing
      }
    }),
  )
}

/** Every store's hosts and languages as the proxy reads them, kept HOST_TABLE_LIFETIME_S. */
export const hostTable = keptDirectory(readHostTable, HOST_TABLE_LIFETIME_S * 1000)
