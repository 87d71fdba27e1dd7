import type { Payload } from 'payload'

import { memo } from '@/server/cache/memo'
import { type Directory, directoryOfStores } from '@/server/storefronts/directory'

/** More stores than a company runs (spec §1 names 31 storefronts): the read is one page. */
const MAX_STORES = 200

const kept = memo<Directory>('storefronts')

async function readDirectory(payload: Payload): Promise<Directory> {
  const { docs } = await payload.find({
    collection: 'stores',
    depth: 0,
    limit: MAX_STORES,
    select: { storeId: true, country: true, hosts: true, countriesCombinations: true },
  })
  return directoryOfStores(
    docs.map((store) => ({ ...store, hosts: (store.hosts ?? []).map(({ host }) => host) })),
  )
}

/** Every store's hosts and languages as the app reads them (the proxy reads its own copy). */
export const storefronts = (payload: Payload): Promise<Directory> =>
  kept([], () => readDirectory(payload))
