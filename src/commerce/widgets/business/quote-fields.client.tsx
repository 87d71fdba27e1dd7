'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { describedBy, FieldMessage } from '@/components/form/field-message'
import { inputClass } from '@/components/form/compact-styles'

import type { QuoteProductChoice } from './quote-values'

type Base = { id: string; label: string; registration: UseFormRegisterReturn; error?: string }

const labelClass = 'mb-1.5 text-sm font-semibold'

/** The product select: every gift card, or none chosen yet. */
export function ProductField({
  id,
  label,
  registration,
  error,
  choices,
  anyLabel,
}: Base & { choices: readonly QuoteProductChoice[]; anyLabel: string }) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        data-invalid={error ? true : undefined}
        className={`${inputClass} w-full`}
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.title}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} text={error} />
    </div>
  )
}

/** The message, its remaining characters counted down (spec §4 text areas with a limit). */
export function MessageField({
  id,
  label,
  registration,
  error,
  remaining,
}: Base & { remaining: string }) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-count`, error && `${id}-error`)}
        data-invalid={error ? true : undefined}
        className={`${inputClass} h-auto w-full py-2`}
      />
      <p id={`${id}-count`} className={`mt-1.5 text-sm ${error ? 'text-red-700' : ''}`}>
        {remaining}
      </p>
      <FieldMessage id={`${id}-error`} text={error} />
    </div>
  )
}
