import 'server-only'

import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { headers } from 'next/headers'
import type { Payload } from 'payload'

import { storeIdsByRow } from '@/commerce/services/store'

/** The store chosen in /admin's selector: its stores row and its business id (52, 53…). */
export type SelectedStore = { row: number; storeId: number }

/**
 * The store /admin's selector has chosen (the multi-tenant plugin's cookie), which the dashboard
 * shows as the collections' lists do; none chosen: every granted store.
 */
export async function selectedStore(payload: Payload): Promise<SelectedStore | null> {
  const row = getTenantFromCookie(await headers(), 'number')
  if (typeof row !== 'number') return null
  const storeId = (await storeIdsByRow(payload))[row]
  return storeId === undefined ? null : { row, storeId }
}
