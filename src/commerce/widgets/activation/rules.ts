import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { z } from 'zod'

import {
  type ActivationInput,
  activationInputSchema,
} from '@/commerce/domain/activation/activation-input'
import { cardNumberSchema, pinSchema } from '@/commerce/domain/cards/card-number'

import { type ActivationFormValues, activationInputOf, fieldOfPath } from './form'

/**
 * The activation form's rules: the gateway's own schema on what the form would send. Errors go
 * on the field they name, their message a Validation key.
 */
export const activationResolver: Resolver<ActivationFormValues, unknown, ActivationInput> = async (
  values,
) => {
  const parsed = activationInputSchema.safeParse(activationInputOf(values))
  if (parsed.success) return { values: parsed.data, errors: {} }
  const errors: FieldErrors<ActivationFormValues> = {}
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'))
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message }
  }
  return { values: {}, errors }
}

/** The voucher data form: a card of ours and its PIN (spec §5). */
export const voucherResolver = zodResolver(
  z.object({ cardNumber: cardNumberSchema, pin: pinSchema }),
)
