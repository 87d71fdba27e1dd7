import type { CollectionConfig } from 'payload'

import { isAdmin, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'
import { selectedStoreFilter, storeScopedAccess } from '@/access/store-grants'

/**
 * A card entered in the monthly doubler draw (/doubler/). One entry per card and draw: the draw
 * month is the month of the first Monday the entry takes part in.
 */
export const DoublerEntries: CollectionConfig = {
  slug: 'doubler-entries',
  ...staffOnly,
  admin: {
    baseFilter: selectedStoreFilter('card.storeId'),
    group: 'Cards',
    useAsTitle: 'email',
    defaultColumns: ['drawMonth', 'card', 'email', 'createdAt'],
    listSearchableFields: ['email', 'drawMonth'],
  },
  access: storeScopedAccess('card.storeId', {
    read: only(isAdmin),
    create: () => false,
    update: () => false,
    delete: () => false,
  }),
  indexes: [{ fields: ['card', 'drawMonth'], unique: true }],
  fields: [
    { name: 'card', type: 'relationship', relationTo: 'gift-cards', required: true, index: true },
    { name: 'email', type: 'email', required: true },
    {
      name: 'drawMonth',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
  ],
}
