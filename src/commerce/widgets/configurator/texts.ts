import type { FieldError } from 'react-hook-form'

import { SERVER_ERROR } from '@/components/form/field-text'
import { fill } from '@/i18n/fill'

import type { AmountBounds, ValidationTexts } from './types'

type Translate = {
  /** Null until they come (modal-texts.action.ts) or when they did not: the generic text then. */
  validation: ValidationTexts | null
  generic: string
  money: (cents: number) => string
  /** The limits of the amount being entered, for 'amountRange'. */
  bounds: AmountBounds | null
}

/**
 * A Validation key in the shopper's words. The form's resolver drops an issue's parameters, so
 * 'amountRange' takes the limits the field shows, the ones the rules apply.
 */
export function validationText(key: string, { validation, generic, money, bounds }: Translate) {
  const text = validation?.[key as keyof ValidationTexts]
  if (!text) return generic
  if (key !== 'amountRange' || !bounds) return text
  return fill(text, { min: money(bounds.min), max: money(bounds.max) })
}

/** What a field's error says: the gateway's own words, or the rules' key translated. */
export const errorMessage = (error: Pick<FieldError, 'type' | 'message'>, translate: Translate) =>
  error.type === SERVER_ERROR
    ? (error.message ?? translate.generic)
    : validationText(error.message ?? '', translate)
