import type { CollectionConfig } from 'payload'

import { isAdmin, mayServeCustomers, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'
import { selectedStoreFilter, storeScopedAccess } from '@/access/store-grants'
import { auditedEdits } from '@/collections/audit-log/hooks'
import { cardServiceEndpoints } from '@/collections/gift-cards/staff-endpoints'
import { adminLabel } from '@/i18n/admin-texts'

import { moneyReadOnly } from '../shared/money-admin'

import { deliveryFields } from './delivery'

/**
 * Staff mark a card shipped here; they block it or move its money with the customer-service
 * actions (each one a ledger row with who, when and why); its secrets never change.
 */
const fixed = { update: () => false }

/** Spec §4 card states that a card keeps; expiry and balance are read from its fields. */
export const CARD_STATUSES = ['active', 'blocked', 'notActivated'] as const

/**
 * An issued gift card. Number and PIN are bearer secrets: only their hashes and the last four
 * digits are kept; the issuing job derives both from a server key and the card's seed, so a lost
 * e-mail can be sent again. The balance moves only with a row in the card ledger.
 */
export const GiftCards: CollectionConfig = {
  slug: 'gift-cards',
  ...staffOnly,
  admin: {
    baseFilter: selectedStoreFilter('storeId'),
    useAsTitle: 'lastFour',
    group: 'Cards',
    defaultColumns: ['lastFour', 'productTitle', 'balance', 'status', 'order', 'deliveryType'],
    listSearchableFields: ['lastFour', 'receiverEmail'],
  },
  endpoints: cardServiceEndpoints,
  hooks: auditedEdits('gift-cards', ['ledger']),
  access: storeScopedAccess('storeId', {
    // Customer service reads them and acts through the card-service endpoints; admins also
    // edit the shipping fields.
    read: only(mayServeCustomers),
    create: () => false,
    update: only(isAdmin),
    delete: () => false,
  }),
  indexes: [{ fields: ['order', 'packageId', 'cardIndex'], unique: true }],
  fields: [
    {
      name: 'numberHash',
      type: 'text',
      required: true,
      unique: true,
      access: fixed,
      admin: { hidden: true },
    },
    { name: 'pinHash', type: 'text', required: true, access: fixed, admin: { hidden: true } },
    {
      name: 'lastFour',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'seedNonce',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { hidden: true },
    },
    { name: 'storeId', type: 'number', required: true, index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'packageId', type: 'text', required: true },
    { name: 'cardIndex', type: 'number', required: true },
    { name: 'productId', type: 'text', required: true },
    { name: 'productTitle', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: CARD_STATUSES.map((value) => ({ label: value, value })),
      access: fixed,
      admin: {
        readOnly: true,
      },
    },
    {
      name: 'fraudBlock',
      type: 'checkbox',
      defaultValue: false,
      label: adminLabel((texts) => texts.StaffRules.fraudBlockField),
      access: fixed,
      admin: {
        readOnly: true,
        description: adminLabel((texts) => texts.StaffRules.fraudBlockDescription),
      },
    },
    { name: 'currency', type: 'text', required: true },
    {
      name: 'initialAmount',
      type: 'number',
      required: true,
      access: fixed,
      admin: moneyReadOnly,
    },
    {
      name: 'balance',
      type: 'number',
      required: true,
      min: 0,
      access: fixed,
      admin: moneyReadOnly,
    },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'activatedAt', type: 'date', admin: { readOnly: true } },
    {
      name: 'customerService',
      type: 'ui',
      admin: { components: { Field: '/components/admin/card-service.client#CardService' } },
    },
    {
      name: 'ledger',
      type: 'join',
      collection: 'card-ledger',
      on: 'card',
      defaultSort: '-createdAt',
      admin: {
        // A status change or adjustment shows who made it and why.
        defaultColumns: [
          'reason',
          'amount',
          'balanceAfter',
          'reference',
          'note',
          'user',
          'createdAt',
        ],
      },
    },
    ...deliveryFields,
  ],
}
