import { type GatewayErrorData, INVALID_PARAMETER } from '@/commerce/client/gateway-errors'
import { cardErrorKey } from '@/commerce/domain/cards/card-errors'

export type CardField = 'cardNumber' | 'pin'

/** A gateway answer's errors sorted for a card form: on a field, or the form's own message. */
export type CardFormErrors = { fields: Partial<Record<CardField, string>>; form: string | null }

/**
 * Spec §8 card families: the gateway words card errors in the holder's language already (and
 * answers a wrong PIN like an unknown number), so their message is shown as it is; an error
 * naming `card.cardNumber` or `card.pin` goes on that field; anything else is the generic text.
 */
export function cardFormErrors(
  errors: readonly GatewayErrorData[],
  generic: string,
): CardFormErrors {
  const sorted: CardFormErrors = { fields: {}, form: null }
  for (const error of errors) {
    const known = cardErrorKey(error.code) !== undefined || error.code === INVALID_PARAMETER
    const text = known && error.message ? error.message : generic
    const field = error.referencedRequestParameter?.replace(/^(input|card)\./, '')
    if ((field === 'cardNumber' || field === 'pin') && !sorted.fields[field]) {
      sorted.fields[field] = text
    } else if (!sorted.form) sorted.form = text
  }
  return sorted
}
