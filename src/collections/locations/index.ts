import type { CollectionConfig } from 'payload'

import { editorsDocuments } from '@/collections/shared/access'
import { validateWith } from '@/collections/shared/validate-with'
import { isSlug } from '@/collections/shared/slug'
import { isCountryCode } from '@/commerce/domain/country-code'
import { textField } from '@/fields/content'

import { businessTypes } from './business-types'
import { revalidateLocations } from './hooks/revalidate-locations'

/**
 * A place where a gift card is accepted, e.g. a restaurant (/cartes-cadeaux/{product}/emplacement/
 * {location}/); its address feeds the location suggestions of spec §3.
 */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: {
    useAsTitle: 'name',
    group: 'Catalogue',
    defaultColumns: ['name', 'product', 'address.locality', 'updatedAt'],
    hidden: editorsDocuments.hidden,
  },
  access: editorsDocuments.access,
  hooks: {
    afterChange: [revalidateLocations.afterChange],
    afterDelete: [revalidateLocations.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
      validate: (value: unknown) => isSlug(value) || 'Use lower-case letters, digits and hyphens',
    },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      required: true,
      index: true,
    },
    textField('description'),
    {
      name: 'businessType',
      type: 'select',
      required: true,
      defaultValue: 'LocalBusiness',
      options: businessTypes.map((value) => ({ label: value, value })),
      admin: {
        position: 'sidebar',
      },
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'postCode', type: 'text', required: true },
            { name: 'locality', type: 'text', required: true, index: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'administrativeArea', type: 'text', index: true },
            {
              name: 'countryCode',
              type: 'text',
              required: true,
              defaultValue: 'FR',
              validate: validateWith(isCountryCode, (texts) => texts.Validation.countryCode),
            },
          ],
        },
      ],
    },
  ],
}
