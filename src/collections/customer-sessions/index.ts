import type { CollectionConfig } from 'payload'

import { isAdmin, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'

/**
 * A signed-in customer's session: the browser keeps a 256-bit secret in an HTTP-only cookie, the
 * database only its SHA-256. Logging out, a new password or deleting the account removes rows.
 */
export const CustomerSessions: CollectionConfig = {
  slug: 'customer-sessions',
  ...staffOnly,
  admin: { hidden: true },
  endpoints: false,
  access: { read: only(isAdmin), create: () => false, update: () => false, delete: only(isAdmin) },
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
    },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
