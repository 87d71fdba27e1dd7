import type { CollectionConfig } from 'payload'

import { adminsDocuments } from '@/collections/shared/access'
import { imageField, textField } from '@/fields/content'

import { revalidatePackaging } from './hooks/revalidate-packaging'

/** Cart item types of spec §3 that wrap a card. */
export const packagingKinds = ['WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING'] as const
export type PackagingKind = (typeof packagingKinds)[number]

/**
 * Wrappers (an envelope or card for a posted card, a design for an e-mailed one) and gift packing
 * (a box around a posted card), offered by the product configurator, priced per card.
 */
export const PackagingOptions: CollectionConfig = {
  slug: 'packaging-options',
  admin: {
    useAsTitle: 'title',
    group: 'Catalogue',
    defaultColumns: ['title', 'kind', 'price', 'available'],
    hidden: adminsDocuments.hidden,
  },
  access: adminsDocuments.access,
  defaultSort: 'sortOrder',
  hooks: {
    afterChange: [revalidatePackaging.afterChange],
    afterDelete: [revalidatePackaging.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: packagingKinds.map((value) => ({ label: value, value })),
    },
    textField('description'),
    {
      name: 'price',
      type: 'number',
      required: true,
      min: 0,
      max: 100_000,
      defaultValue: 0,
      admin: { step: 5 },
    },
    imageField('image', false),
    {
      name: 'withWine',
      type: 'checkbox',
      defaultValue: false,
    },
    { name: 'sku', type: 'text' },
    { name: 'available', type: 'checkbox', defaultValue: true, index: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
