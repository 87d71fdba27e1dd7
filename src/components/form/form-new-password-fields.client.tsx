'use client'

import { TextField } from './form-text-field.client'

type Props = {
  /** The new password's react-hook-form path; its confirmation is the same path + 'Confirmation'. */
  name: string
  label: string
  hint: string
  confirmationLabel: string
}

/** A new password and its confirmation, both left to the browser's password manager. */
export function FormNewPasswordFields({ name, label, hint, confirmationLabel }: Props) {
  return (
    <>
      <TextField
        name={name}
        label={label}
        hint={hint}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        name={`${name}Confirmation`}
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  )
}
