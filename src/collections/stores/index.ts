import type { CollectionConfig } from 'payload'

import { auditedEdits } from '@/collections/audit-log/hooks'
import { adminsDocuments } from '@/collections/shared/access'
import { isCountryCode } from '@/commerce/domain/country-code'
import { menuField } from '@/fields/link'
import { adminLabel } from '@/i18n/admin-texts'

import { analyticsField } from './analytics'
import { brandingFields } from './branding'
import { cardPrefixField } from './card-prefix'
import { countriesCombinationsField } from './countries'
import { feesField } from './fees'
import { giftCardsMenuField } from './gift-cards-menu'
import { hostsField } from './hosts'
import { revalidateStore } from './hooks/revalidate-store'
import { currencies, loginModes, toOptions } from './options'
import { organisationFields } from './organisation'
import { bankAccountField, paymentMethodsField } from './payments'
import { popularSearchField } from './popular-search'
import { staffLimitsField } from './staff-limits'
import { togglesField } from './toggles'
import { isStoreLocale } from './validators'
import { validateWith } from '@/collections/shared/validate-with'

const audited = auditedEdits('stores')

/** A storefront, served on its hosts (STORE_ID names the store of any other host). Store data is public (no secrets). */
export const Stores: CollectionConfig = {
  slug: 'stores',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['storeId', 'code', 'name', 'country', 'locale'],
    hidden: adminsDocuments.hidden,
  },
  access: adminsDocuments.access,
  // Logged: its staff caps, bank account, payment methods and fees move money (issue 35 point 9).
  hooks: { ...audited, afterChange: [...audited.afterChange!, revalidateStore] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: adminLabel((texts) => texts.Tabs.store),
          fields: [
            { name: 'storeId', type: 'number', required: true, unique: true, index: true, min: 1 },
            { name: 'code', type: 'text', required: true, unique: true },
            cardPrefixField,
            { name: 'name', type: 'text', required: true },
            {
              name: 'country',
              type: 'text',
              required: true,
              validate: validateWith(isCountryCode, (texts) => texts.Validation.countryCode),
            },
            {
              name: 'locale',
              type: 'text',
              required: true,
              validate: validateWith(isStoreLocale, (texts) => texts.Validation.storeLocale),
            },
            { name: 'currency', type: 'select', required: true, options: toOptions(currencies) },
            { name: 'timeZone', type: 'text', required: true, defaultValue: 'Europe/Paris' },
            {
              name: 'loginMode',
              type: 'select',
              required: true,
              defaultValue: 'account',
              options: toOptions(loginModes),
            },
            hostsField,
            countriesCombinationsField,
            feesField,
            paymentMethodsField,
            bankAccountField,
          ],
        },
        { label: adminLabel((texts) => texts.Tabs.branding), fields: brandingFields },
        {
          label: adminLabel((texts) => texts.Tabs.menus),
          fields: [giftCardsMenuField, menuField('footerMenu'), menuField('businessMenu')],
        },
        { label: adminLabel((texts) => texts.Tabs.search), fields: [popularSearchField] },
        {
          label: adminLabel((texts) => texts.Tabs.organisation),
          fields: [...organisationFields, analyticsField],
        },
        { label: adminLabel((texts) => texts.Tabs.toggles), fields: [togglesField] },
        {
          label: adminLabel((texts) => texts.StaffLimits.tab),
          fields: [staffLimitsField],
        },
      ],
    },
  ],
}
