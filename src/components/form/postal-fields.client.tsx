'use client'

import { useMemo } from 'react'

import { countryOptions } from './countries'
import { countryName } from './country-name'
import { useFormParts } from './form-parts.client'
import { sharedRowsClass } from './styles'
import { SelectField } from './select-field.client'
import { TextField } from './form-text-field.client'

/**
 * Street, number, complement, postal code, city and country, at `prefix` in the form ('' for an
 * address book entry, 'address.' for the customer's own address).
 */
export function PostalFields({ prefix = '' }: { prefix?: string }) {
  const { texts, locale } = useFormParts()
  const countries = useMemo(
    () => ({
      list: () => countryOptions(locale),
      labelOf: (code: string) => countryName(code, locale),
    }),
    [locale],
  )
  const at = (name: string) => `${prefix}${name}`
  return (
    <div className="grid grid-cols-6 gap-4">
      <TextField
        name={at('street')}
        label={texts.street}
        autoComplete="address-line1"
        className="col-span-6"
      />
      {/* The complement's longer label wraps on phones: both fields share one row for the labels,
          one for the inputs and one for the messages, so the inputs stay level. */}
      <div className="col-span-6 grid grid-cols-6 grid-rows-[auto_auto_auto] gap-x-4">
        <TextField
          name={at('houseNumber')}
          label={texts.houseNumber}
          inputMode="numeric"
          className={`col-span-3 sm:col-span-2 ${sharedRowsClass}`}
        />
        <TextField
          name={at('suffix')}
          label={texts.suffix}
          className={`col-span-3 sm:col-span-4 ${sharedRowsClass}`}
        />
      </div>
      <TextField
        name={at('postCode')}
        label={texts.postCode}
        autoComplete="postal-code"
        className="col-span-6 sm:col-span-2"
      />
      <TextField
        name={at('city')}
        label={texts.city}
        autoComplete="address-level2"
        className="col-span-6 sm:col-span-4"
      />
      <div className="col-span-6">
        <SelectField
          name={at('countryCode')}
          label={texts.country}
          options={countries}
          placeholder={texts.countryPlaceholder}
        />
      </div>
    </div>
  )
}
