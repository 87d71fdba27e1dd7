'use client'

import { useController, useFormContext } from 'react-hook-form'

import type { ActivationOptionsQuery } from '@/commerce/client/generated/graphql'
import { FieldMessage } from '@/components/form/field-message'
import { inputClass, legendClass } from '@/components/form/compact-styles'

import type { ActivationFormValues } from './form'
import { RadioChips } from './radio-chips.client'

type Method = NonNullable<
  ActivationOptionsQuery['activationOptions']['options']
>['paymentMethods'][number]

type Props = {
  id: string
  methods: readonly Method[]
  legend: string
  error: string | undefined
  bankError: string | undefined
}

/** The payment method as a native radio group; iDEAL asks its bank too. */
export function PaymentChoice({ id, methods, legend, error, bankError }: Props) {
  const { register, control } = useFormContext<ActivationFormValues>()
  const { field } = useController({ control, name: 'paymentMethod' })
  const chosen = field.value
  const banks = methods.find((method) => method.id === chosen)?.banks ?? []
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={legendClass}>{legend}</legend>
      <RadioChips
        field={field}
        options={methods.map((method) => ({ value: method.id, label: method.title }))}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        chipClass="min-h-14 px-4 font-medium"
      />
      <FieldMessage id={`${id}-error`} text={error} />
      {banks.length > 0 && (
        <>
          <select
            aria-label={methods.find((method) => method.id === chosen)?.title}
            {...register('bankId')}
            aria-invalid={bankError ? true : undefined}
            className={`${inputClass} mt-3 w-full`}
          >
            <option value="" />
            {banks.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.issuer}
              </option>
            ))}
          </select>
          <FieldMessage id={`${id}-bank-error`} text={bankError} />
        </>
      )}
    </fieldset>
  )
}
