'use client'

import { useFormContext } from 'react-hook-form'

import { CUSTOMER_TYPES } from '@/commerce/domain/account/customer-types'

import { useFieldError, useFormParts } from './form-parts.client'
import { FieldMessage } from '@/components/form/field-message'

const choiceClass =
  'relative flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink/25 px-4 ' +
  'hover:border-ink has-checked:border-ink has-checked:bg-muted has-checked:ring-2 has-checked:ring-ink ' +
  'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent'

/** Private or business (spec §3 customerType), as two radio chips. */
export function CustomerTypeField({ name = 'customerType' }: { name?: string }) {
  const { register } = useFormContext()
  const { texts } = useFormParts()
  const { id, error } = useFieldError(name)
  const labels = { PRIVATE: texts.private, BUSINESS: texts.business }
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold">{texts.customerType}</legend>
      <div className="grid grid-cols-2 gap-3">
        {CUSTOMER_TYPES.map((type) => (
          <label key={type} className={choiceClass}>
            <input type="radio" value={type} {...register(name)} className="size-4 accent-brand" />
            {labels[type]}
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} text={error} />
    </fieldset>
  )
}
