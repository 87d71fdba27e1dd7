'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { linkClass } from '@/components/form/styles'
import { FieldMessage } from '@/components/form/field-message'

type Props = {
  id: string
  registration: UseFormRegisterReturn
  error: string | undefined
  /** 'J’accepte le {link}': the link goes where {link} stands. */
  template: string
  linkLabel: string
  href: string
}

/** The draw's terms: a checkbox whose label holds the link to the rules, and its error. */
export function TermsField({ id, registration, error, template, linkLabel, href }: Props) {
  const [before, after = ''] = template.split('{link}')
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={id}>
          {before}
          <a href={href} target="_blank" rel="noopener" className={linkClass}>
            {linkLabel}
          </a>
          {after}
        </label>
      </div>
      <FieldMessage id={`${id}-error`} text={error} />
    </div>
  )
}
