'use client'

import { useId, useMemo, useState } from 'react'
import { Controller, useFormContext } from 'react-hook-form'

import type { SelectOption } from '@/components/ui/select/select.client'

import { useFieldError, useFormParts } from './form-parts.client'
import { loadSelect, useLoadedSelect } from './select-code.client'
import { SelectShell } from './select-shell'

/**
 * Options made only once the select's code is in: the country lists name and sort about 250
 * countries, which a form's hydration does not need (issue 39, blocking time); until then the
 * stand-in shows the chosen one's label.
 */
export type LazyOptions = {
  list: () => readonly SelectOption[]
  labelOf: (value: string) => string
}

type Props = {
  name: string
  label: string
  options: readonly SelectOption[] | LazyOptions
  placeholder?: string
}

const isList = (options: Props['options']): options is readonly SelectOption[] =>
  Array.isArray(options)

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
  const list = useMemo(
    () => (isList(options) ? options : Select ? options.list() : []),
    [options, Select],
  )
  const chosenLabel = (value: string) =>
    isList(options)
      ? (options.find((option) => option.value === value)?.label ?? '')
      : value && options.labelOf(value)
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
            options={list}
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
            chosen={chosenLabel(String(field.value ?? ''))}
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
