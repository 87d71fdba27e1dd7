import type { Field } from 'payload'

import { isCountryCode } from '@/commerce/domain/country-code'

import { currencies, toOptions } from './options'
import { validateOwnCountry } from './own-country'
import { isLanguageCode } from './validators'
import { validateWith } from '@/collections/shared/validate-with'

/**
 * Which country and language combinations the store switcher offers (spec §3, §4). The store's
 * own country's entry also gives its locales and default locale (validateOwnCountry).
 */
export const countriesCombinationsField: Field = {
  name: 'countriesCombinations',
  type: 'array',
  dbName: 'store_countries',
  validate: validateOwnCountry,
  fields: [
    {
      name: 'country',
      type: 'text',
      required: true,
      validate: validateWith(isCountryCode, (texts) => texts.Validation.countryCode),
    },
    { name: 'url', type: 'text', required: true },
    {
      name: 'languagesCombinations',
      type: 'array',
      dbName: 'store_languages',
      minRows: 1,
      fields: [
        {
          name: 'languageCode',
          type: 'text',
          required: true,
          validate: validateWith(isLanguageCode, (texts) => texts.Validation.languageCode),
        },
        { name: 'isDefault', type: 'checkbox', defaultValue: false },
        { name: 'currency', type: 'select', required: true, options: toOptions(currencies) },
      ],
    },
  ],
}
