'use client'

import type { InputHTMLAttributes } from 'react'
import { useFormContext } from 'react-hook-form'

import { useFieldError } from './form-parts.client'
import { inputClass } from './styles'
import { TextField as Field } from './text-field.client'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'> & {
  /** The react-hook-form path ('firstName', 'address.city'). */
  name: string
  label: string
  hint?: string
  className?: string
}

/** A labelled input of an account form, its hint and error tied to it. */
export function TextField({ name, ...field }: Props) {
  const { register } = useFormContext()
  const { id, error } = useFieldError(name)
  return (
    <Field
      {...field}
      id={id}
      registration={register(name)}
      error={error}
      inputClassName={inputClass}
    />
  )
}
