'use client'

import { useMemo } from 'react'

import { callingCodeOptions } from './countries'
import { useFormParts } from './form-parts.client'
import { SelectField } from './select-field.client'
import { TextField } from './form-text-field.client'
import { legendClass } from './styles'

/**
 * The phone of spec §5: a calling-code select (the store's country first chosen) and the national
 * number; the form joins them into E.164 for the rules and the gateway. `prefix` is the fields'
 * path in the form ('billingAddress.').
 */
export function PhoneField({ legend, prefix = '' }: { legend: string; prefix?: string }) {
  const { texts, locale } = useFormParts()
  const options = useMemo(() => callingCodeOptions(locale), [locale])
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <legend className={`${legendClass} sm:col-span-2`}>{legend}</legend>
      <SelectField name={`${prefix}phoneCountry`} label={texts.callingCode} options={options} />
      <TextField
        name={`${prefix}phoneNational`}
        label={texts.phoneNumber}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
      />
    </fieldset>
  )
}
