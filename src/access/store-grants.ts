import { getTenantFromCookie, getUserTenantIDs } from '@payloadcms/plugin-multi-tenant/utilities'
import type { Access, BaseFilter, CollectionConfig, PayloadRequest, Where } from 'payload'

import { storeIdsByRow } from '@/commerce/services/store'

import { isAdmin } from './staff-roles'

/** The field of a store-scoped document naming its store (a stores row), and of a grant. */
export const STORE_FIELD = 'store'
/** The array of a staff account listing the stores it is granted. */
export const GRANTS_FIELD = 'stores'

const grants = { tenantsArrayFieldName: GRANTS_FIELD, tenantsArrayTenantFieldName: STORE_FIELD }

/** The stores rows a member of staff is granted (none listed for admins: they work in all). */
export const grantedRows = (user: NonNullable<PayloadRequest['user']>): number[] =>
  getUserTenantIDs(user, grants).map(Number)

/**
 * The stores (their business ids: 52, 53…) a request's user works in: null for admins (every
 * store), none for anyone else but staff. Grants name stores rows, mapped through one kept read.
 */
async function grantedStoreIds(
  req: Pick<PayloadRequest, 'user' | 'payload'>,
): Promise<number[] | null> {
  if (isAdmin(req.user)) return null
  if (req.user?.collection !== 'users') return []
  const rows = grantedRows(req.user)
  if (rows.length === 0) return []
  const byRow = await storeIdsByRow(req.payload)
  return rows.flatMap((row) => byRow[row] ?? [])
}

/** Whether the request's user works in the store `storeId` (admins in every one). */
export async function worksInStore(
  req: Pick<PayloadRequest, 'user' | 'payload'>,
  storeId: number,
): Promise<boolean> {
  const granted = await grantedStoreIds(req)
  return granted === null || granted.includes(storeId)
}

/**
 * A collection's access function narrowed to the documents of the user's granted stores, `path`
 * leading to the store's business id (`storeId`, or through a relationship: `order.storeId`).
 * `access` still decides what a role may do; admins get its answer unchanged.
 */
export const inGrantedStores =
  (access: Access, path: string): Access =>
  async (args) => {
    const allowed = await access(args)
    if (allowed === false) return false
    const granted = await grantedStoreIds(args.req)
    if (granted === null) return allowed
    if (granted.length === 0) return false
    const own: Where = { [path]: { in: granted } }
    return allowed === true ? own : { and: [allowed, own] }
  }

/**
 * A collection's `admin.baseFilter`: its lists in /admin show the store chosen in the admin's
 * store selector (the plugin's cookie, a stores row), as the store-scoped content's do; access
 * still bounds them to the granted stores. No choice: no filter.
 */
export const selectedStoreFilter =
  (path: string): BaseFilter =>
  async ({ req }) => {
    const row = getTenantFromCookie(req.headers, 'number')
    if (typeof row !== 'number') return null
    const storeId = (await storeIdsByRow(req.payload))[row]
    return storeId === undefined ? null : { [path]: { equals: storeId } }
  }

type CollectionAccess = NonNullable<CollectionConfig['access']>

/** What a staff account may do to existing documents: each narrowed to its granted stores. */
const NARROWED = ['read', 'update', 'delete'] as const

/**
 * A collection's access, its reads, updates and deletes narrowed to the granted stores' documents
 * (inGrantedStores), whatever role they are open to now or later. Create stays as given: the
 * commerce collections' documents are made by the gateway and jobs, not by staff.
 */
export function storeScopedAccess(path: string, access: CollectionAccess): CollectionAccess {
  const scoped = { ...access }
  for (const operation of NARROWED) {
    const given = access[operation]
    if (given) scoped[operation] = inGrantedStores(given, path)
  }
  return scoped
}
