import type { Field } from 'payload'

import { isCountryCode } from '@/commerce/domain/country-code'

import { weekDays, toOptions } from './options'
import { isVatNumberShape, validateWith } from './validators'

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
        admin: { description: 'The legal entity invoices name, e.g. Carte Cadeau SAS.' },
      },
      {
        name: 'companyNumber',
        type: 'text',
        admin: { description: 'Its registration number: SIREN, KBO (enterprise number) or KvK.' },
      },
      {
        name: 'vatNumber',
        type: 'text',
        validate: validateWith(isVatNumberShape, 'Use a VAT number such as BE0123456749'),
        admin: { description: 'Printed on invoices as the seller’s VAT number.' },
      },
      { name: 'url', type: 'text', required: true },
      { name: 'description', type: 'textarea', localized: true },
      {
        name: 'customerService',
        type: 'group',
        admin: { description: 'Contact point of type Customer Service.' },
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
            validate: validateWith(isCountryCode, 'Use an ISO country code such as FR'),
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
    admin: { description: 'Shown on business pages and quote requests.' },
    fields: [{ name: 'name', type: 'text' }, ...contactFields],
  },
  {
    name: 'sender',
    type: 'group',
    admin: { description: 'Who the store’s e-mails come from; empty: MAIL_FROM.' },
    fields: [
      { name: 'name', type: 'text' },
      { name: 'email', type: 'email' },
    ],
  },
]
