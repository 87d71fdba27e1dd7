import type { Field } from 'payload'

import { isHostName } from '@/commerce/domain/host-name'

import { validateWith } from '@/collections/shared/validate-with'

/**
 * The host names a store answers on (production domains and development aliases such as
 * cadeaubon-be.localhost), without scheme or port. The proxy picks the store by the request's host;
 * a host no store lists gets the default store (STORE_ID), so each host belongs to one store only.
 */
export const hostsField: Field = {
  name: 'hosts',
  type: 'array',
  dbName: 'store_hosts',
  fields: [
    {
      name: 'host',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateWith(isHostName, (texts) => texts.Validation.hostName),
    },
  ],
}
