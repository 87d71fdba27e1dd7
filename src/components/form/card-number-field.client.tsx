'use client'

import type { ChangeHandler } from 'react-hook-form'

import { GROUPED_CARD_LENGTH, groupCardNumber, PIN_LENGTH, pinDigits } from './card-input'
import { TextField, type TextFieldProps } from './text-field.client'

type Props = Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength'>

/** Shows what is typed in the field's own format before the form reads it. */
const reformat =
  (format: (typed: string) => string, onChange: ChangeHandler): ChangeHandler =>
  async (event: { target: HTMLInputElement }) => {
    event.target.value = format(event.target.value)
    return onChange(event)
  }

/** A gift card's 19-digit number, shown in groups of four as it is printed on the card. */
export function CardNumberField({ registration, ...field }: Props) {
  return (
    <TextField
      {...field}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={GROUPED_CARD_LENGTH}
      registration={{ ...registration, onChange: reformat(groupCardNumber, registration.onChange) }}
    />
  )
}

/** A gift card's 6-digit PIN: digits only. */
export function PinField({ registration, ...field }: Props) {
  return (
    <TextField
      {...field}
      inputMode="numeric"
      autoComplete="off"
      maxLength={PIN_LENGTH}
      registration={{ ...registration, onChange: reformat(pinDigits, registration.onChange) }}
    />
  )
}
