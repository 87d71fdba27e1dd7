'use client'

import { TextField, type TextFieldProps } from './text-field.client'

/**
 * An e-mail input of the kit: the e-mail keyboard, and the browser's address to fill in unless
 * told otherwise (a login's username, a confirmation typed again).
 */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" {...props} />
}
