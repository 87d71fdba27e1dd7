import type { Field } from 'payload'

import { isCountryCode } from '@/commerce/domain/country-code'

import { weekDays, toOptions } from './options'
import { isVatNumberShape } from './validators'
import { validateWith } from '@/collections/shared/validate-with'

const contactFields: Field[] = [
  { name: 'email', type: 'email' },
  { name: 'phone', type: 'text' },
]

/** The organisation behind the storefront (structured data) and its business contact. */
export const organisationFields: Field[] = [
  {
    name: 'organisation',
    type: 'group',
    fields: [
      { name: 'name', type: 'text', required: true },
      {
        name: 'legalName',
        type: 'text',
      },
      {
        name: 'companyNumber',
        type: 'text',
      },
      {
        name: 'vatNumber',
        type: 'text',
        validate: validateWith(isVatNumberShape, (texts) => texts.Validation.vatNumber),
      },
      { name: 'url', type: 'text', required: true },
      { name: 'description', type: 'textarea', localized: true },
      {
        name: 'customerService',
        type: 'group',
        fields: contactFields,
      },
      {
        name: 'postalAddress',
        type: 'group',
        fields: [
          { name: 'street', type: 'text' },
          { name: 'postCode', type: 'text' },
          { name: 'city', type: 'text' },
          {
            name: 'countryCode',
            type: 'text',
            validate: validateWith(isCountryCode, (texts) => texts.Validation.countryCode),
          },
        ],
      },
      {
        name: 'openingHours',
        type: 'array',
        fields: [
          {
            name: 'days',
            type: 'select',
            hasMany: true,
            required: true,
            options: toOptions(weekDays),
          },
          { name: 'opens', type: 'text', required: true, admin: { placeholder: '09:00' } },
          { name: 'closes', type: 'text', required: true, admin: { placeholder: '17:30' } },
        ],
      },
    ],
  },
  {
    name: 'businessContact',
    type: 'group',
    fields: [{ name: 'name', type: 'text' }, ...contactFields],
  },
  {
    name: 'sender',
    type: 'group',
    fields: [
      { name: 'name', type: 'text' },
      { name: 'email', type: 'email' },
    ],
  },
]
