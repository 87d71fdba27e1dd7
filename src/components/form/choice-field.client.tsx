'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { choiceClass, coverRadioClass, legendClass } from '@/components/form/compact-styles'

type Props = {
  id: string
  legend: string
  options: readonly { value: string; label: string }[]
  registration: UseFormRegisterReturn
}

/** Radio chips in a fieldset (private or business): arrow keys move between them. */
export function ChoiceField({ id, legend, options, registration }: Props) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label key={option.value} className={`${choiceClass} min-h-12 px-4 font-semibold`}>
            <input
              type="radio"
              value={option.value}
              id={`${id}-${option.value}`}
              {...registration}
              className={coverRadioClass}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
