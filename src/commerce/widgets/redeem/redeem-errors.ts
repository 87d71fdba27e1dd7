import type { GatewayErrorData } from '@/commerce/client/gateway-errors'
import { INVALID_PARAMETER } from '@/commerce/client/gateway-errors'
import { cardErrorKey } from '@/commerce/domain/cards/card-errors'

/**
 * The first error of a redeem answer in the holder's words (spec §8): the redeem and card
 * errors come worded by the gateway; a failed call or an unknown code is the generic text.
 */
export function redeemErrorText(
  errors: readonly GatewayErrorData[] | null | undefined,
  generic: string,
): string {
  const first = errors?.[0]
  if (!first) return generic
  const worded = cardErrorKey(first.code) !== undefined || first.code === INVALID_PARAMETER
  return worded && first.message ? first.message : generic
}
