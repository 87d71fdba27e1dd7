'use client'

import { useEffect, useMemo } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { callingCodeOf } from '@/commerce/domain/account/calling-codes'

import { callingCodeLabel, callingCodeOptions } from './countries'
import { useFormParts } from './form-parts.client'
import { SelectField } from './select-field.client'
import { TextField } from './form-text-field.client'
import { legendClass } from './styles'

/**
 * Until a number is typed, the calling code follows the address's country (`countryField`), so a
 * national number is read in that country: 07911 123456 with a British address is +44 7911 123456.
 */
function useCallingCodeOfAddress(prefix: string, countryField: string) {
  const { getValues, setValue } = useFormContext()
  const country: unknown = useWatch({ name: countryField })
  useEffect(() => {
    if (typeof country !== 'string' || !callingCodeOf(country)) return
    const typed: unknown = getValues(`${prefix}phoneNational`)
    if (typeof typed === 'string' && typed.trim()) return
    setValue(`${prefix}phoneCountry`, country)
  }, [country, getValues, prefix, setValue])
}

/**
 * The phone of spec §5: a calling-code select (the address's country, else the store's) and the
 * national number; the form joins them into E.164 for the rules and the gateway. `prefix` is the
 * fields' path in the form ('billingAddress.'), `countryField` the address country's path.
 */
export function PhoneField({
  legend,
  prefix = '',
  countryField,
}: {
  legend: string
  prefix?: string
  countryField: string
}) {
  const { texts, locale } = useFormParts()
  const options = useMemo(
    () => ({
      list: () => callingCodeOptions(locale),
      labelOf: (country: string) => callingCodeLabel(country, locale),
    }),
    [locale],
  )
  useCallingCodeOfAddress(prefix, countryField)
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
