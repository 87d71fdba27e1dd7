'use client'

import { useFormContext } from 'react-hook-form'

import { useFieldError } from './form-parts.client'
import { TermsField } from './terms-field.client'

type Props = { template: string; linkLabel: string; href: string }

/** The terms checkbox of a form with form parts (checkout, redeem checkout) at `termsAccepted`. */
export function FormTermsField(props: Props) {
  const { register } = useFormContext()
  const { id, error } = useFieldError('termsAccepted')
  return <TermsField id={id} registration={register('termsAccepted')} error={error} {...props} />
}
