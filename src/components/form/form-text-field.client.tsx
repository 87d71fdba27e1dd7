'use client'

import type { InputHTMLAttributes } from 'react'
import { useFormContext } from 'react-hook-form'

import { useFieldError } from './form-parts.client'
import { describedBy, FieldMessage } from '@/components/form/field-message'
import { inputClass, labelClass } from './styles'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'> & {
  /** The react-hook-form path ('firstName', 'address.city'). */
  name: string
  label: string
  hint?: string
  className?: string
}

/** A labelled input of an account form, its hint and error tied to it. */
export function TextField({ name, label, hint, className = '', ...input }: Props) {
  const { register } = useFormContext()
  const { id, error } = useFieldError(name)
  return (
    <div className={`flex flex-col ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        {...input}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        className={inputClass}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} text={error} />
    </div>
  )
}
