import type { Field } from 'payload'

import { validateWith } from '@/collections/shared/validate-with'
import { CUSTOMER_TYPES } from '@/commerce/domain/account/address'
import { isCountryCode } from '@/commerce/domain/country-code'

export const customerTypeField: Field = {
  name: 'customerType',
  type: 'select',
  required: true,
  defaultValue: 'PRIVATE',
  options: CUSTOMER_TYPES.map((value) => ({ label: value, value })),
}

/** Street, number, postal code, city and country: the parts every address has (spec §3). */
export const postalFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'street', type: 'text' },
      { name: 'houseNumber', type: 'number' },
      { name: 'suffix', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'postCode', type: 'text' },
      { name: 'city', type: 'text' },
      {
        name: 'countryCode',
        type: 'text',
        defaultValue: 'FR',
        validate: validateWith(isCountryCode, (texts) => texts.Validation.countryCode),
      },
    ],
  },
]

/** The address book: delivery and billing addresses the customer keeps (spec §3 Address). */
export const addressBookField: Field = {
  name: 'addresses',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    customerTypeField,
    { name: 'companyName', type: 'text' },
    ...postalFields,
    { name: 'phoneNumber', type: 'text' },
  ],
}
