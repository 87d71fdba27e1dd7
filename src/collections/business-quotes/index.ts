import type { CollectionConfig } from 'payload'

import { isAdmin, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'
import { selectedStoreFilter, storeScopedAccess } from '@/access/store-grants'
import { moneyColumn } from '../shared/money-admin'

/** Quote requests of business buyers (/entreprise/): stored, mailed to the store, handled here. */
export const BusinessQuotes: CollectionConfig = {
  slug: 'business-quotes',
  ...staffOnly,
  admin: {
    baseFilter: selectedStoreFilter('storeId'),
    useAsTitle: 'companyName',
    group: 'Sales',
    defaultColumns: ['companyName', 'contactName', 'email', 'quantity', 'status', 'createdAt'],
  },
  access: storeScopedAccess('storeId', {
    read: only(isAdmin),
    create: () => false,
    update: only(isAdmin),
    delete: only(isAdmin),
  }),
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: ['new', 'handled'],
    },
    { name: 'storeId', type: 'number', required: true },
    { name: 'companyName', type: 'text', required: true },
    { name: 'contactName', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phoneNumber', type: 'text' },
    { name: 'product', type: 'relationship', relationTo: 'products' },
    { name: 'quantity', type: 'number', required: true, min: 1 },
    { name: 'amount', type: 'number', required: true, admin: moneyColumn },
    { name: 'deliveryType', type: 'select', required: true, options: ['DIGITAL', 'PHYSICAL'] },
    { name: 'message', type: 'textarea' },
    {
      name: 'mailedAt',
      type: 'date',
      admin: { readOnly: true },
    },
  ],
}
