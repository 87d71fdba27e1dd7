'use client'

import { useFormContext } from 'react-hook-form'

import { useFieldError } from './form-parts.client'

/** A checkbox with its label beside it (the newsletter). */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext()
  const { id } = useFieldError(name)
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        {...register(name)}
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
