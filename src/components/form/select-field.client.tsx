'use client'

import { Controller, useFormContext } from 'react-hook-form'

import { Select, type SelectOption } from '@/components/ui/select/select.client'

import { useFieldError, useFormParts } from './form-parts.client'

type Props = {
  name: string
  label: string
  options: readonly SelectOption[]
  placeholder?: string
}

/** A searchable select of an account form (the country, the calling code). */
export function SelectField({ name, label, options, placeholder }: Props) {
  const { control } = useFormContext()
  const { texts } = useFormParts()
  const { error } = useFieldError(name)
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Select
          label={label}
          options={options}
          value={String(field.value ?? '')}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={placeholder}
          emptyText={texts.selectEmpty}
          openLabel={texts.selectOpen}
          error={error}
        />
      )}
    />
  )
}
