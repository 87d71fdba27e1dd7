import type { Access, CollectionConfig, FieldAccess } from 'payload'

import {
  hiddenUnless,
  isAdmin,
  isStaff,
  only,
  STAFF_ROLES,
  type StaffRole,
} from '@/access/staff-roles'
import { auditedEdits } from '@/collections/audit-log/hooks'

const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  customerService: 'Customer service',
}

/** Admins see and change every account; any other member of staff only their own. */
const adminsOrOwnAccount: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  return user && isStaff(user) ? { id: { equals: user.id } } : false
}

/** Admins set others' roles; nobody changes their own (nor can the last admin step down). */
const setsOthersRoles: FieldAccess = ({ req: { user }, id }) =>
  isAdmin(user) && String(user?.id) !== String(id)

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
    // Lock an account for 10 minutes after 5 wrong passwords.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax' },
  },
  hooks: auditedEdits('users'),
  access: {
    // Staff only: a shop customer is never a user of /admin, nor is a user without a role.
    admin: only(isStaff),
    read: adminsOrOwnAccount,
    create: only(isAdmin),
    update: adminsOrOwnAccount,
    delete: only(isAdmin),
    unlock: only(isAdmin),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      options: STAFF_ROLES.map((value) => ({ label: ROLE_LABELS[value], value })),
      // A member of staff edits their own account, never their own role.
      access: { create: only(isAdmin), update: setsOthersRoles },
      admin: {
        position: 'sidebar',
        description:
          'Admin: everything. Editor: pages, posts, media, redirects and catalogue texts. ' +
          'Customer service: orders, customers, payments and cards, and the card actions.',
      },
    },
  ],
}
