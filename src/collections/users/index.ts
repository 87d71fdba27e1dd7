import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'

/** Staff who work in /admin. Shop customers are a separate collection (accounts issue). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'updatedAt'] },
  auth: {
    // Lock an account for 10 minutes after 5 wrong passwords.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    // Staff only: a shop customer is never a user of /admin.
    admin: isAdmin,
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [{ name: 'name', type: 'text' }],
}
