import type { CollectionConfig } from 'payload'

import { mayServeCustomers, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'
import { auditedEdits } from '@/collections/audit-log/hooks'
import { PAYMENT_STATUSES } from '@/commerce/domain/payments/payment-status'

/**
 * A payment started for an order at a provider (src/server/payments). An order may have several:
 * a failed or cancelled one is followed by a retry. The provider's own reference names it.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  ...staffOnly,
  admin: {
    useAsTitle: 'reference',
    group: 'Sales',
    defaultColumns: ['reference', 'order', 'provider', 'method', 'amount', 'status', 'createdAt'],
  },
  // Nobody edits them today; should access ever allow it, the edit is logged.
  hooks: auditedEdits('payments'),
  access: {
    // Customer service reads them to answer a customer (did the payment go through?).
    read: only(mayServeCustomers),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'provider', type: 'text', required: true },
    { name: 'reference', type: 'text', required: true, unique: true, index: true },
    { name: 'method', type: 'text' },
    { name: 'amount', type: 'number', required: true, admin: { description: 'Cents.' } },
    { name: 'currency', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: PAYMENT_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'redirectUrl', type: 'text' },
    {
      name: 'providerData',
      type: 'json',
      admin: { description: 'What the provider keeps about this payment (the local simulator).' },
    },
  ],
}
