'use client'

import { useState } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'

import { useConfigurator } from './context.client'
import { describedBy, FieldMessage } from '@/components/form/field-message'
import { centsOf, type ConfiguratorValues, eurosText } from './form-values'
import {
  choiceClass,
  coverRadioClass,
  inputClass,
  legendClass,
} from '@/components/form/compact-styles'
import { fill } from '@/i18n/fill'

type ChipsProps = {
  name: string
  /** The group's name: a visible label's id, or a text. */
  label: { id: string } | { text: string }
  amounts: number[]
  value: number | null
  onChoose: (cents: number) => void
  onBlur: () => void
  invalid?: { errorId: string }
}

/** Amounts as radio chips: arrow keys move between them, as in any radio group. */
function AmountChips({ name, label, amounts, value, onChoose, onBlur, invalid }: ChipsProps) {
  const { money } = useConfigurator()
  return (
    <div
      role="radiogroup"
      aria-labelledby={'id' in label ? label.id : undefined}
      aria-label={'text' in label ? label.text : undefined}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid?.errorId}
      data-invalid={invalid ? '' : undefined}
      className="flex flex-wrap gap-2"
    >
      {amounts.map((amount) => (
        <label key={amount} className={`${choiceClass} min-h-11 px-4 font-semibold`}>
          <input
            type="radio"
            name={name}
            value={amount}
            checked={value === amount}
            onChange={() => onChoose(amount)}
            onBlur={onBlur}
            className={coverRadioClass}
          />
          {money(amount)}
        </label>
      ))}
    </div>
  )
}

/**
 * The amount (spec §5 "Price"): a fixed price to pick, or a whole amount between the limits,
 * typed or taken from the suggestions. Negative and out-of-range amounts are the rules' to refuse.
 */
export function AmountField() {
  const { id, product, texts, money, errorText } = useConfigurator()
  const { control } = useFormContext<ConfiguratorValues>()
  const type = useWatch({ control, name: 'deliveryType' })
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'amount' })
  const [text, setText] = useState(() => eurosText(value))
  // An amount put in the form from outside (the early input carried in on hydration) shows.
  const [shown, setShown] = useState(value)
  if (!Object.is(value, shown)) {
    setShown(value)
    if (!Object.is(centsOf(text), value)) setText(eurosText(value))
  }
  const config = type === 'DIGITAL' ? product.digital : product.physical
  const bounds = product.bounds[type]
  const error = errorText(fieldState.error)
  const errorId = `${id}-amount-error`
  const invalid = error ? { errorId } : undefined

  if (config.hasFixedPrices || !bounds) {
    return (
      <div>
        <p id={`${id}-amount-label`} className={legendClass}>
          {texts.amount}
        </p>
        <AmountChips
          name={`${id}-amount`}
          label={{ id: `${id}-amount-label` }}
          amounts={config.pricesToShow}
          value={value}
          onChoose={onChange}
          onBlur={onBlur}
          invalid={invalid}
        />
        <FieldMessage id={errorId} text={error} />
      </div>
    )
  }

  const suggestions = product.suggestedAmounts.filter(
    (amount) => amount >= bounds.min && amount <= bounds.max,
  )
  const hintId = `${id}-amount-hint`
  const choose = (cents: number) => {
    setText(eurosText(cents))
    onChange(cents)
  }
  return (
    <div>
      <label htmlFor={`${id}-amount`} className={`${legendClass} block`}>
        {texts.amount}
      </label>
      {suggestions.length > 0 && (
        <div className="mb-3">
          <AmountChips
            name={`${id}-suggested`}
            label={{ text: texts.suggestedAmounts }}
            amounts={suggestions}
            value={value}
            onChoose={choose}
            onBlur={onBlur}
          />
        </div>
      )}
      <input
        ref={ref}
        id={`${id}-amount`}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onChange(centsOf(event.target.value))
        }}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        data-invalid={error ? '' : undefined}
        className={`${inputClass} w-40`}
      />
      <p id={hintId} className="mt-1.5 text-sm">
        {fill(texts.amountHint, { min: money(bounds.min), max: money(bounds.max) })}
      </p>
      <FieldMessage id={errorId} text={error} />
    </div>
  )
}
