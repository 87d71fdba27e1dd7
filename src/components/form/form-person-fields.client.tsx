'use client'

import type { ComponentProps } from 'react'

import { useFormParts } from './form-parts.client'
import { TextField } from './form-text-field.client'

/** First and last name of a form's person (the profile, the buyer, a guest), at `prefix`. */
export function FormNameFields({ prefix = '' }: { prefix?: string }) {
  const { texts } = useFormParts()
  return (
    <>
      <TextField name={`${prefix}firstName`} label={texts.firstName} autoComplete="given-name" />
      <TextField name={`${prefix}lastName`} label={texts.lastName} autoComplete="family-name" />
    </>
  )
}

/** An e-mail input of a form with the kit's context: the e-mail keyboard and autofill. */
export function FormEmailField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="email" autoComplete="email" {...props} />
}
