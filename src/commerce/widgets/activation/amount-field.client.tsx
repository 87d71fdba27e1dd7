'use client'

import { useController, useFormContext } from 'react-hook-form'

import { formatMoney, type Money } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { FieldMessage } from '@/components/form/field-message'
import { inputClass, legendClass } from '@/components/form/compact-styles'

import { type ActivationFormValues, OTHER_AMOUNT } from './form'
import { RadioChips } from './radio-chips.client'

type Props = {
  id: string
  amounts: readonly Money[]
  texts: { legend: string; other: string; hint: string }
  error: string | undefined
}

/** The amount: quick picks as chips, or any whole amount typed in euros. */
export function AmountField({ id, amounts, texts, error }: Props) {
  const { register, control } = useFormContext<ActivationFormValues>()
  const intl = useIntlLocale()
  // Controlled, like the configurator's amounts: the choice is the form's value, not the DOM's.
  const { field } = useController({ control, name: 'amountChoice' })
  const choice = field.value
  const options = [
    ...amounts.map((amount) => ({
      value: String(amount.value),
      label: formatMoney(amount, intl),
    })),
    { value: OTHER_AMOUNT, label: texts.other },
  ]
  return (
    <fieldset
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      data-invalid={error ? true : undefined}
    >
      <legend className={legendClass}>{texts.legend}</legend>
      <RadioChips
        field={field}
        options={options}
        className="flex flex-wrap gap-3"
        chipClass="min-h-12 px-4 font-semibold"
      />
      {choice === OTHER_AMOUNT && (
        <input
          aria-label={texts.other}
          inputMode="decimal"
          {...register('otherAmount')}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} mt-3 w-40`}
        />
      )}
      <p id={`${id}-hint`} className="mt-1.5 text-sm">
        {texts.hint}
      </p>
      <FieldMessage id={`${id}-error`} text={error} />
    </fieldset>
  )
}
