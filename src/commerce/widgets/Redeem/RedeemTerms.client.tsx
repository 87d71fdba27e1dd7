'use client'

import { useFormContext } from 'react-hook-form'

import { useFieldError } from '@/components/form/form-parts.client'
import { linkClass } from '@/components/form/styles'
import type { CheckoutValues } from '@/commerce/widgets/Checkout'
import { FieldMessage } from '@/components/form/field-message'

type Props = { text: string; linkText: string; href: string }

/** The terms checkbox with its link to /cgv/ (spec §5: terms must be accepted). */
export function RedeemTerms({ text, linkText, href }: Props) {
  const { register } = useFormContext<CheckoutValues>()
  const { id, error } = useFieldError('termsAccepted')
  const [before, after = ''] = text.split('{link}')
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...register('termsAccepted')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={id}>
          {before}
          <a href={href} target="_blank" rel="noopener" className={linkClass}>
            {linkText}
          </a>
          {after}
        </label>
      </div>
      <FieldMessage id={`${id}-error`} text={error} />
    </div>
  )
}
