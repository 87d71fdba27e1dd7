'use client'

import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { describedBy, FieldMessage } from '@/components/form/field-message'
import { inputClass } from '@/components/form/compact-styles'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
  hint?: string
}

/** A labelled input of the configurator's modals, its hint and error tied to it. */
export function TextField({ id, label, registration, error, hint, ...input }: Props) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1.5 text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        {...input}
        {...registration}
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
