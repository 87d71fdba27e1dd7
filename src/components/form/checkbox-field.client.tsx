'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

type Props = { id: string; label: string; registration: UseFormRegisterReturn }

/** A checkbox with its label beside it (the newsletter). */
export function CheckboxField({ id, label, registration }: Props) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        {...registration}
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  )
}
