'use client'

import type { InputHTMLAttributes, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { describedBy, FieldMessage } from '@/components/form/field-message'
import { inputClass } from '@/components/form/compact-styles'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string
  label: string
  registration: UseFormRegisterReturn
  /** The error in the shopper's words; undefined when the field is fine. */
  error: string | undefined
  hint?: string
  /** Beside the input, inside its frame (the password's show button). */
  addon?: ReactNode
  /** The wrapper's own classes (a grid span). */
  className?: string
  /** The input's looks: the compact ones of the configurator and captcha forms unless told. */
  inputClassName?: string
}

/** A labelled input of the account forms, its hint and error tied to it for screen readers. */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  addon,
  className = '',
  inputClassName = inputClass,
  ...input
}: TextFieldProps) {
  return (
    // A grid, so that fields side by side can share the rows of label, input and message (subgrid).
    <div className={`grid content-start ${className}`}>
      <label htmlFor={id} className="mb-1.5 text-sm font-semibold">
        {label}
      </label>
      <div className="relative flex">
        <input
          id={id}
          {...input}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
          data-invalid={error ? true : undefined}
          className={`${inputClassName} w-full ${addon ? 'pr-14' : ''}`}
        />
        {addon}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} text={error} />
    </div>
  )
}
