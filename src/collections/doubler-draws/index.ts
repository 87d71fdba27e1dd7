import type { CollectionConfig } from 'payload'

import { isAdmin, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'
import { selectedStoreFilter, storeScopedAccess } from '@/access/store-grants'
import { moneyColumn } from '../shared/money-admin'

/**
 * A monthly doubler draw (first Monday, on the store's clock): one per store and month, drawn among that
 * store's cards, its winning entry and the amount the card's balance grew by (a doubling row in
 * the card ledger).
 */
export const DoublerDraws: CollectionConfig = {
  slug: 'doubler-draws',
  ...staffOnly,
  admin: {
    baseFilter: selectedStoreFilter('storeId'),
    group: 'Cards',
    useAsTitle: 'drawMonth',
    defaultColumns: [
      'storeId',
      'drawMonth',
      'drawnAt',
      'entries',
      'card',
      'amount',
      'winnerMailedAt',
    ],
  },
  access: storeScopedAccess('storeId', {
    read: only(isAdmin),
    create: () => false,
    update: () => false,
    delete: () => false,
  }),
  indexes: [{ fields: ['storeId', 'drawMonth'], unique: true }],
  fields: [
    { name: 'storeId', type: 'number', required: true },
    { name: 'drawMonth', type: 'text', required: true, index: true },
    { name: 'drawnAt', type: 'date', required: true },
    {
      name: 'entries',
      type: 'number',
      required: true,
    },
    { name: 'winner', type: 'relationship', relationTo: 'doubler-entries' },
    { name: 'card', type: 'relationship', relationTo: 'gift-cards' },
    { name: 'amount', type: 'number', admin: moneyColumn },
    { name: 'winnerMailedAt', type: 'date' },
  ],
}
