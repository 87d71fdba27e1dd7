'use client'

import { useMemo } from 'react'

import { callingCodeOptions } from '@/components/form/countries'
import { useFormParts } from '@/components/form/form-parts.client'
import { SelectField } from '@/components/form/select-field.client'
import { legendClass } from '@/components/form/styles'
import { TextField } from '@/components/form/form-text-field.client'

/** The buyer's phone (spec §5): a calling-code select and the national number, at `prefix`. */
export function PhoneFields({ prefix, legend }: { prefix: string; legend: string }) {
  const { texts, locale } = useFormParts()
  const options = useMemo(() => callingCodeOptions(locale), [locale])
  return (
    <fieldset className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
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
