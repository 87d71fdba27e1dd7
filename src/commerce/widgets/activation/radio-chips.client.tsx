'use client'

import { choiceClass, coverRadioClass } from '@/components/form/compact-styles'

type Props = {
  /** A controlled field (useController): the choice is the form's value, not the DOM's. */
  field: { name: string; value: string; onChange: (value: string) => void; onBlur: () => void }
  options: readonly { value: string; label: string }[]
  /** How the chips sit (a wrapping row, a grid). */
  className: string
  /** Each chip's size and weight. */
  chipClass: string
}

/** Native radios drawn as chips: arrow keys move between them, the whole chip is clickable. */
export function RadioChips({ field, options, className, chipClass }: Props) {
  return (
    <div className={className}>
      {options.map((option) => (
        <label key={option.value} className={`${choiceClass} ${chipClass}`}>
          <input
            type="radio"
            name={field.name}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => field.onChange(option.value)}
            onBlur={field.onBlur}
            className={coverRadioClass}
          />
          {option.label}
        </label>
      ))}
    </div>
  )
}
