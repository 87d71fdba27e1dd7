import type { Access, CollectionConfig, Field, FieldAccess } from 'payload'

import { publicRoutes } from '@/access/staff-only'
import { hiddenUnless, isAdmin, isStaff, only, STAFF_ROLES } from '@/access/staff-roles'
import { auditedEdits } from '@/collections/audit-log/hooks'
import { startInHostStore, storeGrantsField } from '@/collections/shared/store-tenancy'
import { servedOverHttps } from '@/server/cookies'

import { limitSignIns, refundSignIn } from './sign-in-limits'

/** Admins see and change every account; any other member of staff only their own. */
const adminsOrOwnAccount: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  return user && isStaff(user) ? { id: { equals: user.id } } : false
}

const readOnly = { create: () => false, update: () => false }

/** Admins set others' roles; nobody changes their own (nor can the last admin step down). */
const setsOthersRoles: FieldAccess = ({ req: { user }, id }) =>
  isAdmin(user) && String(user?.id) !== String(id)

/**
 * The columns of Payload's former lock, as Payload declared them, no longer written: kept one
 * release so that instances of the previous one, which still read them, keep working during a
 * rolling release. A later migration drops them.
 */
const previousLockFields: Field[] = [
  { name: 'loginAttempts', type: 'number', defaultValue: 0, hidden: true, access: readOnly },
  { name: 'lockUntil', type: 'date', hidden: true, access: readOnly },
]

/** Staff who work in /admin. Shop customers are a separate collection (accounts issue). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
    // Others open their own account from the account menu.
    hidden: hiddenUnless(isAdmin),
  },
  auth: {
    // Payload's own lock counted every wrong password whoever sent it: anyone could lock any
    // staff member. Sign-ins are limited per address and per account instead (sign-in-limits.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: servedOverHttps() },
  },
  hooks: {
    ...auditedEdits('users'),
    beforeOperation: [limitSignIns],
    afterLogin: [refundSignIn, startInHostStore],
  },
  // /admin's sign-in, first account and password reset; every other route answers staff only.
  ...publicRoutes(
    'post /login',
    'post /logout',
    'get /me',
    'post /refresh-token',
    'post /forgot-password',
    'post /reset-password',
    'get /init',
    'post /first-register',
  ),
  access: {
    // Staff only: a shop customer is never a user of /admin, nor is a user without a role.
    admin: only(isStaff),
    read: adminsOrOwnAccount,
    create: only(isAdmin),
    update: adminsOrOwnAccount,
    delete: only(isAdmin),
    // Payload's unlock route stays (it clears the former lock's columns): admins only, as before.
    unlock: only(isAdmin),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      options: [...STAFF_ROLES],
      // A member of staff edits their own account, never their own role.
      access: { create: only(isAdmin), update: setsOthersRoles },
      admin: {
        position: 'sidebar',
      },
    },
    storeGrantsField,
    ...previousLockFields,
  ],
}
