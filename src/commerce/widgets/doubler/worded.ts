import { INVALID_PARAMETER, type GatewayErrorData } from '@/commerce/client/gateway-errors'
import { cardErrorKey } from '@/commerce/domain/cards/card-errors'
import { doublerErrorKey } from '@/commerce/domain/doubler/doubler-errors'

/**
 * The card and doubler families come worded in the holder's language by the gateway (an expiry
 * date, a draw date): the doubler forms show their message as they show bad input.
 */
export const worded = (error: GatewayErrorData): GatewayErrorData =>
  cardErrorKey(error.code) || doublerErrorKey(error.code)
    ? { ...error, code: INVALID_PARAMETER }
    : error
