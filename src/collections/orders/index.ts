import type { CollectionConfig } from 'payload'

import { isAdmin, mayServeCustomers, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'
import { selectedStoreFilter, storeScopedAccess } from '@/access/store-grants'
import { auditedEdits } from '@/collections/audit-log/hooks'
import { ORDER_STATUSES } from '@/commerce/domain/orders/placed-order'

import { placedOrderFields } from './fields'
import { refusePaidOrderDeletes, refusePaidOrderEdits } from './paid-order-guard'

const audited = auditedEdits('orders', ['giftCards'])

/**
 * Orders (spec §3 GiftcardOrder); a shopper's cart is an order in status `cart`, and placing it
 * copies it into a new order in status PENDING until its payment is settled. The gateway
 * reads and writes it (src/commerce/services/cart); staff only look at it here, and admins
 * change an unpaid one (paid-order-guard.ts).
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  ...staffOnly,
  admin: {
    baseFilter: selectedStoreFilter('storeId'),
    useAsTitle: 'uuid',
    group: 'Sales',
    defaultColumns: ['orderNumber', 'uuid', 'status', 'email', 'grandTotal', 'updatedAt'],
    listSearchableFields: ['orderNumber', 'uuid', 'email'],
  },
  hooks: {
    ...audited,
    beforeChange: [refusePaidOrderEdits, ...audited.beforeChange!],
    beforeDelete: [refusePaidOrderDeletes],
  },
  access: storeScopedAccess('storeId', {
    // Customer service reads them to answer a customer; only admins change them.
    read: only(mayServeCustomers),
    create: () => false,
    update: only(isAdmin),
    delete: only(isAdmin),
  }),
  fields: [
    { name: 'uuid', type: 'text', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'cart',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'storeId', type: 'number', required: true },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
    },
    {
      name: 'guestTokenHash',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        readOnly: true,
      },
    },
    {
      name: 'packages',
      type: 'json',
      required: true,
      defaultValue: [],
    },
    { name: 'itemsQty', type: 'number', required: true, defaultValue: 0 },
    {
      name: 'revision',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { readOnly: true },
    },
    ...placedOrderFields,
    {
      name: 'giftCards',
      type: 'join',
      collection: 'gift-cards',
      on: 'order',
      admin: {
        defaultColumns: ['lastFour', 'productTitle', 'balance', 'status', 'receiverEmail'],
      },
    },
  ],
}
