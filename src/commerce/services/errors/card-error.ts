import { cardErrorCodes, type CardErrorKey } from '@/commerce/domain/cards/card-errors'
import type { Locale } from '@/i18n/routing'

import { gatewayError, type GatewayError } from './gateway-error'
import { gatewayText } from '../messages'

/** A card error of spec §8 (card info, card payment, redeem) in the holder's language. */
export const cardError = (
  locale: Locale,
  key: CardErrorKey,
  values?: Record<string, string | number>,
  parameter: string | null = null,
): GatewayError =>
  gatewayError(cardErrorCodes[key], gatewayText(locale, 'CardErrors')(key, values), parameter)
