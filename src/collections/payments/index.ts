import type { CollectionConfig } from 'payload'

import { mayServeCustomers, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'
import { selectedStoreFilter, storeScopedAccess } from '@/access/store-grants'
import { auditedEdits } from '@/collections/audit-log/hooks'
import { PAYMENT_REVIEWS, PAYMENT_STATUSES } from '@/commerce/domain/payments/payment-status'

import { adminLabels } from '../shared/admin-labels'
import { moneyColumn } from '../shared/money-admin'

const label = adminLabels('Payments')

/**
 * A payment started for an order at a provider (src/server/payments). An order may have several:
 * a failed or cancelled one is followed by a retry. The provider's own reference names it.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  ...staffOnly,
  admin: {
    baseFilter: selectedStoreFilter('order.storeId'),
    useAsTitle: 'reference',
    group: 'Sales',
    defaultColumns: [
      'reference',
      'order',
      'provider',
      'method',
      'amount',
      'status',
      'review',
      'createdAt',
    ],
  },
  // Nobody edits them today; should access ever allow it, the edit is logged.
  hooks: auditedEdits('payments'),
  access: storeScopedAccess('order.storeId', {
    // Customer service reads them to answer a customer (did the payment go through?).
    read: only(mayServeCustomers),
    create: () => false,
    update: () => false,
    delete: () => false,
  }),
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'provider', type: 'text', required: true },
    { name: 'reference', type: 'text', required: true, unique: true, index: true },
    { name: 'method', type: 'text' },
    { name: 'amount', type: 'number', required: true, admin: moneyColumn },
    { name: 'currency', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: PAYMENT_STATUSES.map((value) => ({ label: value, value })),
    },
    {
      // Set when the provider took money that completed nothing (spec'd in SECURITY.md "Payments").
      name: 'review',
      type: 'select',
      index: true,
      label: label('review'),
      options: PAYMENT_REVIEWS.map((value) => ({ label: label(value), value })),
      admin: { description: label('reviewDescription') },
    },
    {
      // Claimed before each status request to the provider: one per payment per 10 s.
      name: 'statusCheckedAt',
      type: 'date',
      label: label('statusCheckedAt'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'redirectUrl', type: 'text' },
    {
      name: 'providerData',
      type: 'json',
    },
  ],
}
