import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import type { Access, BaseFilter, PayloadRequest, RelationshipField, Where } from 'payload'

import { isAdmin, isStaff, mayEditContent } from '@/access/staff-roles'
import { adminLabel, adminText } from '@/i18n/admin-texts'
import { grantedRows, STORE_FIELD } from '@/access/store-grants'
import { relationId } from '@/collections/shared/relation-id'
import { newDocumentStore } from '@/collections/shared/store-tenancy'

/*
 * A media file belongs to one store or, without one, is shared by all (issue 38). The multi-tenant
 * plugin of Payload 3.90.1 has no optional store: its field refuses an empty value and its access
 * wrappers keep staff to documents of their stores, shared ones excluded. Hence a field and access
 * functions of our own, on the plugin's grants (the staff account's `stores`).
 */

type Staff = NonNullable<PayloadRequest['user']>

const SHARED: Where = { [STORE_FIELD]: { exists: false } }

/** Of a store the user is granted: nothing for staff granted none. */
const ofGrantedStores = (user: Staff): Where | false => {
  const granted = grantedRows(user)
  return granted.length > 0 ? { [STORE_FIELD]: { in: granted } } : false
}

/**
 * Files are served to anyone (pages show them, a member of staff of another store browsing them
 * too); documents: admins all, other staff the shared ones and their stores'. Anyone else reads
 * through the Local API only (Payload's routes answer staff alone, src/access/staff-only.ts).
 */
export const readMedia: Access = ({ req: { user }, isReadingStaticFile }) => {
  if (isReadingStaticFile || !isStaff(user) || isAdmin(user)) return true
  const own = ofGrantedStores(user!)
  return own ? { or: [SHARED, own] } : SHARED
}

/** Content editors upload; the store field then checks which store they may give the file. */
export const createMedia: Access = ({ req: { user } }) => mayEditContent(user)

/** Content editors change and delete their stores' files; shared ones are the admins'. */
export const changeMedia: Access = ({ req: { user } }) => {
  if (!mayEditContent(user)) return false
  return isAdmin(user) || ofGrantedStores(user!)
}

/** /admin's list and pickers show the store chosen in its selector and the shared files. */
export const mediaOfChosenStore: BaseFilter = ({ req }) => {
  const chosen = getTenantFromCookie(req.headers, 'number')
  return typeof chosen === 'number' ? { or: [SHARED, { [STORE_FIELD]: { equals: chosen } }] } : null
}

/** The store of a new upload by staff: the selector's, else the only grant. The seed's: shared. */
const defaultStore = ({ req }: { req: PayloadRequest }) =>
  req.user ? newDocumentStore({ req }) : null

/** The file's store: one staff are granted; only admins (and the seed) leave it empty to share. */
export const mediaStoreField: RelationshipField = {
  name: STORE_FIELD,
  type: 'relationship',
  relationTo: 'stores',
  index: true,
  label: adminLabel((texts) => texts.StoreTenancy.field),
  admin: {
    position: 'sidebar',
    allowCreate: false,
    allowEdit: false,
    description: adminLabel((texts) => texts.MediaStore.description),
  },
  defaultValue: defaultStore,
  validate: (value, { req }) => {
    const { user } = req
    if (!isStaff(user) || isAdmin(user)) return true
    const store = relationId(value)
    const language = req.i18n?.language
    if (store === null || store === undefined)
      return adminText(language, (texts) => texts.MediaStore.sharedByAdmins)
    return (
      grantedRows(user!).includes(Number(store)) ||
      adminText(language, (texts) => texts.MediaStore.notGranted)
    )
  },
}
