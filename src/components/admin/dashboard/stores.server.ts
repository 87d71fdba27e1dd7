import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { isAdmin } from '@/access/staff-roles'
import { grantedRows } from '@/access/store-grants'
import { storeCodesByRow, storeIdsByRow } from '@/commerce/services/store'

import type { SelectedStore } from './selected-store.server'

/** The code (CBFR, CBBE…) of the store a row belongs to, by its stores row or its business id. */
export type StoreCodes = {
  ofRow: (row: number | null) => string | null
  ofStore: (storeId: number | null) => string | null
}

/**
 * The stores' codes when the dashboard lists the rows of several stores, so each row says whose
 * it is: no store chosen in /admin's selector, and the user works in more than one (admins in
 * all). Null when it lists one store's: the tables then have no store column.
 */
export async function dashboardStores(
  payload: Payload,
  user: TypedUser,
  selected: SelectedStore | null,
): Promise<StoreCodes | null> {
  if (selected) return null
  const [codes, ids] = await Promise.all([storeCodesByRow(payload), storeIdsByRow(payload)])
  const rows = isAdmin(user) ? Object.keys(codes) : grantedRows(user).filter((row) => codes[row])
  if (rows.length < 2) return null
  const byStore = new Map(Object.entries(ids).map(([row, storeId]) => [storeId, codes[+row]]))
  return {
    ofRow: (row) => (row === null ? null : (codes[row] ?? null)),
    ofStore: (storeId) => (storeId === null ? null : (byStore.get(storeId) ?? null)),
  }
}
