import type { z } from 'zod'

import {
  activationErrorCodes,
  type ActivationErrorKey,
  activationErrorOfRule,
} from '@/commerce/domain/activation/activation-errors'
import type { Locale } from '@/i18n/routing'

import { gatewayError, type GatewayError, validationErrors } from './gateway-error'
import { gatewayText, type StoreMoney } from '../messages'

/** An activation error of spec §8 in the holder's language, with its code. */
export const activationError = (
  locale: Locale,
  key: ActivationErrorKey,
  parameter: string | null = null,
): GatewayError =>
  gatewayError(activationErrorCodes[key], gatewayText(locale, 'ActivationErrors')(key), parameter)

/**
 * The activation form's broken rules, each named by its parameter (`input.cardNumber`): a number
 * that is none of ours is the prefix mismatch, a bad or differing e-mail the invalid e-mail; the
 * other rules are bad input (1000) in the holder's words.
 */
export function activationInputErrors(
  error: z.ZodError,
  locale: Locale,
  store: StoreMoney,
): GatewayError[] {
  return validationErrors(error, locale, store).map((answer, index) => {
    const key = activationErrorOfRule(error.issues[index]?.message ?? '')
    const parameter = answer.referencedRequestParameter
    return key
      ? activationError(locale, key, parameter && `input.${parameter}`)
      : {
          ...answer,
          referencedRequestParameter: parameter && `input.${parameter}`,
        }
  })
}
