import type { CollectionConfig } from 'payload'

import { isAdmin, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'

/**
 * Every provider notification once: its `key` (provider and event id) is unique, so a replay,
 * however often and however concurrently it arrives, is recognised and changes nothing.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  ...staffOnly,
  admin: {
    useAsTitle: 'key',
    group: 'Sales',
    defaultColumns: ['key', 'reference', 'status', 'createdAt'],
  },
  access: { read: only(isAdmin), create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'reference', type: 'text', required: true, index: true },
    { name: 'status', type: 'text', required: true },
    {
      name: 'outcome',
      type: 'text',
    },
  ],
}
