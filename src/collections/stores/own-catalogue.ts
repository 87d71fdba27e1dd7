import type { FilterOptions } from 'payload'

/**
 * The products or categories a store's menus and search may name: its own catalogue's. Payload
 * applies it to the admin's picker and checks saved values against it, so another store's card
 * is never offered in this store's menus.
 */
export const ofThisStore: FilterOptions = ({ data }) =>
  typeof data?.storeId === 'number' ? { 'store.storeId': { equals: data.storeId } } : false
