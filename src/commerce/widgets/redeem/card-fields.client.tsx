'use client'

import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { CardNumberField, PinField } from '@/components/form/card-number-field.client'

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
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-1">
        <CardNumberField
          id={`${id}-number`}
          label={texts.cardNumber}
          hint={texts.cardNumberHint}
          registration={form.register('cardNumber')}
          error={errorOf('cardNumber')}
        />
        {help}
      </div>
      <PinField
        id={`${id}-pin`}
        label={texts.pin}
        hint={texts.pinHint}
        registration={form.register('pin')}
        error={errorOf('pin')}
      />
    </div>
  )
}
