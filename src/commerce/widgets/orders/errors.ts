import { errorText, type GatewayErrorData } from '@/commerce/client/gateway-errors'

import type { OrdersTexts } from './texts'

/**
 * What a failed reorder or addition says (spec §8): a cart code's translated text, the
 * gateway's own (translated) message, else the generic one.
 */
export function problemText(errors: readonly GatewayErrorData[], texts: OrdersTexts): string {
  const error = errors[0]
  if (!error) return texts.generic
  const known = errorText(error, (key) => texts.validation[key as keyof OrdersTexts['validation']])
  return known ?? (error.message || texts.generic)
}
