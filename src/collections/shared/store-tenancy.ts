import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import type { ArrayField, CollectionAfterLoginHook, PayloadRequest, Plugin } from 'payload'

import { isAdmin, only } from '@/access/staff-roles'
import { GRANTS_FIELD, grantedRows, STORE_FIELD } from '@/access/store-grants'
import { adminLabel } from '@/i18n/admin-texts'
import { storefronts } from '@/commerce/services/store'
import { sessionCookieAttributes } from '@/server/cookies'
import { serverEnv } from '@/server/env'
import { storefrontOfHost } from '@/server/storefronts/directory'

import { isStoreScoped, storeScopedCollections } from './store-scope'

/** The plugin's cookie of the store chosen in /admin's selector, and how long its script keeps it. */
const TENANT_COOKIE = 'payload-tenant'
const SELECTION_KEPT_S = 60 * 60 * 24 * 365

/** The stores row of the store `storeId`, or null when it is not there yet. */
async function rowOfStore(req: PayloadRequest, storeId: number): Promise<number | null> {
  const { docs } = await req.payload.find({
    collection: 'stores',
    where: { storeId: { equals: storeId } },
    depth: 0,
    limit: 1,
    select: {},
    req,
  })
  return docs[0]?.id ?? null
}

type Staff = NonNullable<PayloadRequest['user']>

/** The store of the host the request came to, when `user` works in it (admins in all). */
async function hostStoreOf(req: PayloadRequest, user: Staff): Promise<number | null> {
  const { storeId } = storefrontOfHost(
    await storefronts(req.payload),
    req.headers.get('host'),
    serverEnv().STORE_ID,
  )
  const row = await rowOfStore(req, storeId)
  return row !== null && (isAdmin(user) || grantedRows(user).includes(row)) ? row : null
}

/**
 * A new document's store: the one chosen in the admin's selector, else staff's only grant, else
 * the store of the host the request came to (an admin's REST call). The plugin's validation
 * checks the result against the grants. A write with no user (the seed, jobs) that names none is
 * the default store's.
 */
export async function newDocumentStore({ req }: { req: PayloadRequest }): Promise<number | null> {
  if (!req.user) return rowOfStore(req, serverEnv().STORE_ID)
  const chosen = getTenantFromCookie(req.headers, 'number')
  if (typeof chosen === 'number') return chosen
  const granted = grantedRows(req.user)
  if (granted.length === 1) return granted[0]!
  return hostStoreOf(req, req.user)
}

/**
 * Staff who work in several stores start in /admin inside the store of the host they signed in
 * on: its selector's cookie (the plugin's name, readable by its script). Without one the plugin's
 * provider refreshes every page it mounts on (it clears stale selections), and a refresh resets a
 * form being filled, a chosen upload lost (payloadcms/payload#18245).
 */
export const startInHostStore: CollectionAfterLoginHook = async ({ req, user }) => {
  // The Local API's sign-ins (the seed, tests) have no browser to keep it.
  if (req.payloadAPI === 'local' || getTenantFromCookie(req.headers, 'number') !== null) return
  const staff = user as Staff
  if (grantedRows(staff).length === 1) return
  const store = await hostStoreOf(req, staff)
  if (store === null) return
  const attributes = sessionCookieAttributes(req as Request, SELECTION_KEPT_S)
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', `${TENANT_COOKIE}=${store}; ${attributes}`)
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

/** The plugin's store selection, rendered by StoreSelectionProvider for staff signed in only. */
const PLUGIN_PROVIDER = '@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider'

/**
 * The plugin wraps a scoped collection's access functions in place: collections sharing one
 * access object (editorsDocuments: blocks queues, redirects, locations) would all be wrapped,
 * locations too. Each scoped collection gets its own copy first. Its provider
 * gives way to ours (StoreSelectionProvider).
 */
export const storeTenancy: Plugin = async (config) => {
  for (const collection of config.collections ?? []) {
    if (isStoreScoped(collection.slug)) collection.access = { ...collection.access }
  }
  const scoped = await tenancy(config)
  const providers = scoped.admin?.components?.providers ?? []
  scoped.admin!.components!.providers = providers.map((provider) =>
    typeof provider === 'object' && provider.path === PLUGIN_PROVIDER
      ? { ...provider, path: '/components/admin/store-selection/provider#StoreSelectionProvider' }
      : provider,
  )
  return scoped
}
