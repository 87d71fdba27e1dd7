import type { CollectionConfig } from 'payload'

import { isAdmin, mayServeCustomers, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'
import { selectedStoreFilter, storeScopedAccess } from '@/access/store-grants'
import { auditedEdits } from '@/collections/audit-log/hooks'

import { addressBookField, customerTypeField, postalFields } from './address-fields'
import { lockCustomerBeforeWrite } from '@/commerce/services/customer-lock'

/** Wrong passwords in a row before the login locks, and for how long (issue 7). */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 15 * 60 * 1000
/** How long the e-mailed link to set a new password works. */
export const RESET_LINK_MINUTES = 60

/**
 * Shop customers (spec §3 CustomerProfile), apart from staff: Payload hashes their passwords and
 * counts wrong ones, but they never get a Payload session. The gateway signs them in with its own
 * cookie and reads and writes only the signed-in customer's document. Here, only staff see them
 * (staffOnly): Payload's login, forgot password… routes are gone, and no customer opens /admin.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  ...staffOnly,
  admin: {
    baseFilter: selectedStoreFilter('storeId'),
    useAsTitle: 'email',
    group: 'Customers',
    defaultColumns: ['email', 'firstName', 'lastName', 'customerType', 'createdAt'],
  },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    useSessions: false,
    // The token payload.login issues is thrown away at once; keep it useless quickly.
    tokenExpiration: 60,
    forgotPassword: { expiration: RESET_LINK_MINUTES * 60 * 1000 },
  },
  hooks: { beforeOperation: [lockCustomerBeforeWrite], ...auditedEdits('customers') },
  access: storeScopedAccess('storeId', {
    admin: () => false,
    // Customer service reads a customer to answer them; only admins change the account.
    read: only(mayServeCustomers),
    create: only(isAdmin),
    update: only(isAdmin),
    delete: only(isAdmin),
    unlock: only(isAdmin),
  }),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    {
      name: 'invoiceEmail',
      type: 'email',
    },
    { name: 'phoneNumber', type: 'text' },
    customerTypeField,
    {
      type: 'row',
      fields: [
        { name: 'companyName', type: 'text' },
        { name: 'chamberOfCommerceNumber', type: 'text' },
        { name: 'vatNumber', type: 'text' },
      ],
    },
    { name: 'subscribed', type: 'checkbox', defaultValue: false },
    { name: 'storeId', type: 'number', required: true, index: true },
    {
      name: 'address',
      type: 'group',
      fields: [...postalFields, { name: 'administrativeArea', type: 'text' }],
    },
    addressBookField,
  ],
}
