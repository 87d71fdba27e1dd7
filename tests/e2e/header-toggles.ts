import type { APIRequestContext } from '@playwright/test'

import { storeAdminHeaders } from './store-admin'

type Store = { id: number; toggles: Record<string, unknown>; businessMenu: unknown }

/**
 * Changes store 52 through the REST API as the store admin, runs `body`, then puts the store back.
 * The store's save expires its cached reads, so the next page shows the change.
 */
export async function withStore(
  request: APIRequestContext,
  change: (store: Store) => object,
  body: () => Promise<void>,
): Promise<void> {
  const headers = await storeAdminHeaders(request)
  const found = await request.get('/api/stores/?where[storeId][equals]=52&depth=0', { headers })
  const store = ((await found.json()) as { docs: Store[] }).docs[0]!
  const save = async (data: object) => {
    const response = await request.patch(`/api/stores/${store.id}/?locale=fr`, { headers, data })
    if (!response.ok()) throw new Error(`Saving store 52 failed: ${response.status()}`)
  }
  await save(change(store))
  try {
    await body()
  } finally {
    await save({ toggles: store.toggles, businessMenu: store.businessMenu })
  }
}
