'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { legendClass } from '@/components/form/compact-styles'

type Props = {
  legend: string
  options: { value: string; label: string }[]
  registration: UseFormRegisterReturn
}

const optionClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink/25 px-4 py-2 ' +
  'hover:border-ink has-checked:border-ink has-checked:bg-muted has-checked:ring-2 has-checked:ring-ink ' +
  'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent'

/** A digital or a physical card, as a native radio group (one tab stop, arrow keys). */
export function DeliveryChoice({ legend, options, registration }: Props) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="grid gap-3">
        {options.map((option) => (
          <label key={option.value} className={optionClass}>
            <input
              type="radio"
              value={option.value}
              {...registration}
              className="size-4 accent-brand"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
