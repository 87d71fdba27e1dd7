'use client'

import { useId, useState } from 'react'
import { Controller, useFormContext } from 'react-hook-form'

import type { SelectOption } from '@/components/ui/select/select.client'

import { useFieldError, useFormParts } from './form-parts.client'
import { loadSelect, useLoadedSelect } from './select-code.client'
import { SelectShell } from './select-shell'

type Props = {
  name: string
  label: string
  options: readonly SelectOption[]
  placeholder?: string
}

/**
 * A searchable select of an account form (the country, the calling code). Until the shopper
 * reaches it (or one before it loaded the code), a shell shows the choice; the select then takes
 * its place, focused, and open when it was clicked.
 */
export function SelectField({ name, label, options, placeholder }: Props) {
  const { control } = useFormContext()
  const { texts } = useFormParts()
  const { error } = useFieldError(name)
  const id = useId()
  const Select = useLoadedSelect()
  const [reached, setReached] = useState<{ open: boolean } | null>(null)
  const reach = (open: boolean) => {
    setReached((was) => ({ open: open || (was?.open ?? false) }))
    void loadSelect()
  }
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) =>
        Select ? (
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
            focusOnMount={reached !== null}
            initiallyOpen={reached?.open}
          />
        ) : (
          <SelectShell
            id={id}
            label={label}
            options={options}
            value={String(field.value ?? '')}
            placeholder={placeholder}
            openLabel={texts.selectOpen}
            error={error}
            onReach={reach}
          />
        )
      }
    />
  )
}
