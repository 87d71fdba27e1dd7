import type { CollectionConfig } from 'payload'

import { isAdmin, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'

/**
 * Wrong PINs counted per card number (its keyed hash, known card or not: an unknown number is
 * counted and locked alike, so answers cannot tell them apart). A number is locked for a while
 * after a few failures (spec §8 PIN rate limit).
 */
export const CardPinAttempts: CollectionConfig = {
  slug: 'card-pin-attempts',
  ...staffOnly,
  admin: {
    group: 'Cards',
    defaultColumns: ['failures', 'lockedUntil', 'updatedAt'],
  },
  access: { read: only(isAdmin), create: () => false, update: () => false, delete: only(isAdmin) },
  fields: [
    {
      name: 'numberHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'failures', type: 'number', required: true, defaultValue: 0 },
    { name: 'windowStartedAt', type: 'date', required: true },
    { name: 'lockedUntil', type: 'date', index: true },
  ],
}
