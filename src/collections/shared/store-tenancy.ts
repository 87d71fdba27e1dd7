import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { getTenantFromCookie, getUserTenantIDs } from '@payloadcms/plugin-multi-tenant/utilities'
import type { ArrayField, PayloadRequest, Plugin } from 'payload'

import { isAdmin, only } from '@/access/staff-roles'
import { adminLabel } from '@/i18n/admin-texts'
import { serverEnv } from '@/server/env'

import { isStoreScoped, storeScopedCollections } from './store-scope'

/** The field of a scoped document naming its store (a stores row), and of a grant. */
export const STORE_FIELD = 'store'
/** The array of a staff account listing the stores it is granted. */
export const GRANTS_FIELD = 'stores'

const grants = { tenantsArrayFieldName: GRANTS_FIELD, tenantsArrayTenantFieldName: STORE_FIELD }

/** The stores row of the default store (STORE_ID), or null when it is not there yet. */
async function defaultStoreRow(req: PayloadRequest): Promise<number | null> {
  const { docs } = await req.payload.find({
    collection: 'stores',
    where: { storeId: { equals: serverEnv().STORE_ID } },
    depth: 0,
    limit: 1,
    select: {},
    req,
  })
  return docs[0]?.id ?? null
}

/**
 * A new document's store: staff's, the store chosen in the admin's selector, else their only
 * grant (both checked against their grants by the plugin's validation); a write with no user
 * (the seed, jobs) that names none is the default store's.
 */
async function newDocumentStore({ req }: { req: PayloadRequest }): Promise<number | null> {
  if (!req.user) return defaultStoreRow(req)
  const chosen = getTenantFromCookie(req.headers, 'number')
  if (typeof chosen === 'number') return chosen
  const granted = getUserTenantIDs(req.user, grants)
  return granted.length === 1 ? Number(granted[0]) : null
}

/** A staff account's granted stores, set by admins only (admins work in every store). */
export const storeGrantsField: ArrayField = {
  name: GRANTS_FIELD,
  type: 'array',
  label: adminLabel((texts) => texts.StoreTenancy.grants),
  labels: {
    singular: adminLabel((texts) => texts.StoreTenancy.grant),
    plural: adminLabel((texts) => texts.StoreTenancy.grants),
  },
  admin: { description: adminLabel((texts) => texts.StoreTenancy.grantsDescription) },
  access: { create: only(isAdmin), update: only(isAdmin) },
  saveToJWT: true,
  fields: [
    {
      name: STORE_FIELD,
      type: 'relationship',
      relationTo: 'stores',
      label: adminLabel((texts) => texts.StoreTenancy.grant),
      required: true,
      index: true,
      saveToJWT: true,
    },
  ],
}

const pluginTexts = (language: 'fr' | 'nl' | 'en') => {
  const label = (pick: Parameters<typeof adminLabel>[0]) => adminLabel(pick)[language]
  return {
    'assign-tenant-button-label': label((texts) => texts.StoreTenancy.assign),
    'assign-tenant-modal-title': label((texts) => texts.StoreTenancy.assignTitle),
    'field-assignedTenant-label': label((texts) => texts.StoreTenancy.assigned),
    'nav-tenantSelector-label': label((texts) => texts.StoreTenancy.selector),
  }
}

/**
 * Payload's multi-tenant plugin over the stores collection: its access wrappers add "one of the
 * user's stores" to the collections' own access functions (src/access), which still decide what
 * a role may do; admins are granted every store.
 */
const tenancy: Plugin = multiTenantPlugin({
  tenantsSlug: 'stores',
  tenantField: {
    name: STORE_FIELD,
    label: adminLabel((texts) => texts.StoreTenancy.field),
    defaultValue: newDocumentStore,
  },
  tenantsArrayField: {
    arrayFieldName: GRANTS_FIELD,
    arrayTenantFieldName: STORE_FIELD,
    includeDefaultField: false,
  },
  userHasAccessToAllTenants: (user) => isAdmin(user),
  collections: Object.fromEntries(storeScopedCollections.map((slug) => [slug, {}])),
  i18n: { translations: { fr: pluginTexts('fr'), nl: pluginTexts('nl'), en: pluginTexts('en') } },
})

/**
 * The plugin wraps a scoped collection's access functions in place: collections sharing one
 * access object (editorsDocuments: blocks queues, redirects, media, locations) would all be
 * wrapped, media and locations too. Each scoped collection gets its own copy first.
 */
export const storeTenancy: Plugin = (config) => {
  for (const collection of config.collections ?? []) {
    if (isStoreScoped(collection.slug)) collection.access = { ...collection.access }
  }
  return tenancy(config)
}
