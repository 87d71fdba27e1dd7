import type { CollectionConfig } from 'payload'

import { mayServeCustomers, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'
import { selectedStoreFilter, storeScopedAccess } from '@/access/store-grants'
import { moneyReadOnly } from '../shared/money-admin'

/** Why a card's balance moved (the ledger of the cards issue). */
export const LEDGER_REASONS = [
  'issue',
  'redeem',
  'shortfall',
  'refund',
  'doubling',
  'adjustment',
  // A block or unblock by staff: an amount of 0, kept so the card's history shows who and why.
  'statusChange',
] as const

/**
 * Every change of a card's balance, written in the same transaction as the balance. One row per
 * (card, reason, reference): the same order cannot load or debit a card twice.
 */
export const CardLedger: CollectionConfig = {
  slug: 'card-ledger',
  ...staffOnly,
  admin: {
    baseFilter: selectedStoreFilter('card.storeId'),
    group: 'Cards',
    defaultColumns: ['card', 'reason', 'amount', 'balanceAfter', 'reference', 'createdAt'],
  },
  access: storeScopedAccess('card.storeId', {
    // Customer service reads them to answer a holder (where did the balance go?).
    read: only(mayServeCustomers),
    create: () => false,
    update: () => false,
    delete: () => false,
  }),
  indexes: [{ fields: ['card', 'reason', 'reference'], unique: true }],
  fields: [
    { name: 'card', type: 'relationship', relationTo: 'gift-cards', required: true, index: true },
    { name: 'amount', type: 'number', required: true, admin: moneyReadOnly },
    { name: 'balanceAfter', type: 'number', required: true, min: 0, admin: moneyReadOnly },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: LEDGER_REASONS.map((value) => ({ label: value, value })),
    },
    { name: 'reference', type: 'text', required: true },
    { name: 'note', type: 'textarea' },
    { name: 'user', type: 'relationship', relationTo: 'users' },
  ],
}
