import { orderErrorCodes, type OrderErrorKey } from '@/commerce/domain/orders/order-errors'
import type { Locale } from '@/i18n/routing'

import { gatewayError, type GatewayError } from './gateway-error'
import { gatewayText } from '../messages'

/** An order error of spec §8 in the shopper's language, with its code. */
export const orderError = (
  locale: Locale,
  key: OrderErrorKey,
  parameter: string | null = null,
): GatewayError =>
  gatewayError(orderErrorCodes[key], gatewayText(locale, 'OrderErrors')(key), parameter)
