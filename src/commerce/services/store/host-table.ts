import { readStoreHosts } from '@/commerce/db/store-host-repository'
import { serverEnv } from '@/server/env'

import { type Directory, directoryOfStores, keptDirectory } from '@/server/storefronts/directory'

/** Seconds a change of hosts or languages takes to reach every instance's proxy. */
export const HOST_TABLE_LIFETIME_S = 30

async function readHostTable(): Promise<Directory> {
  return directoryOfStores(await readStoreHosts(serverEnv().DATABASE_URL))
}

/** Every store's hosts and languages as the proxy reads them, kept HOST_TABLE_LIFETIME_S. */
export const hostTable = keptDirectory(readHostTable, HOST_TABLE_LIFETIME_S * 1000)
