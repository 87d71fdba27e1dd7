'use client'

import type { ReactNode } from 'react'
import type { ChangeHandler, UseFormReturn } from 'react-hook-form'

import { TextField } from '@/components/form/text-field.client'

import { GROUPED_CARD_LENGTH, groupCardNumber, PIN_LENGTH, pinDigits } from './card-input'

export type CardValues = { cardNumber: string; pin: string }

type Props = {
  id: string
  form: UseFormReturn<CardValues, unknown, unknown>
  texts: { cardNumber: string; cardNumberHint: string; pin: string; pinHint: string }
  errorOf: (field: keyof CardValues) => string | undefined
  /** Under the number: where to find the number and the PIN (the card number modal). */
  help?: ReactNode
}

/** The card number in groups of four as typed (spec §5: 19 digits) and the 6-digit PIN. */
export function CardFields({ id, form, texts, errorOf, help }: Props) {
  const number = form.register('cardNumber')
  const pin = form.register('pin')
  const reformat =
    (format: (typed: string) => string, onChange: ChangeHandler): ChangeHandler =>
    async (event: { target: HTMLInputElement }) => {
      event.target.value = format(event.target.value)
      return onChange(event)
    }
  return (
    <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-1">
        <TextField
          id={`${id}-number`}
          label={texts.cardNumber}
          hint={texts.cardNumberHint}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={GROUPED_CARD_LENGTH}
          registration={{ ...number, onChange: reformat(groupCardNumber, number.onChange) }}
          error={errorOf('cardNumber')}
        />
        {help}
      </div>
      <TextField
        id={`${id}-pin`}
        label={texts.pin}
        hint={texts.pinHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        registration={{ ...pin, onChange: reformat(pinDigits, pin.onChange) }}
        error={errorOf('pin')}
      />
    </div>
  )
}
