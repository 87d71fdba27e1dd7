import { cartErrorCodes } from '@/commerce/domain/cart-errors'

/** An error inside data (spec §8). */
export type GatewayErrorData = {
  message: string
  code: number
  referencedRequestParameter?: string | null
}

/** The gateway's code for bad input: its message is already in the shopper's language. */
export const INVALID_PARAMETER = 1000

/**
 * Spec §8 default handling: the first error inside data, else the first top-level error with
 * code -1 (gatewayRequest throws those; pass what it threw).
 */
export function firstGatewayError(
  errors: readonly GatewayErrorData[] | null | undefined,
  thrown?: unknown,
): GatewayErrorData | null {
  if (errors?.[0]) return errors[0]
  if (thrown === undefined) return null
  return { message: '', code: -1, referencedRequestParameter: null }
}

const keysByCode: Record<number, string> = {
  [cartErrorCodes.appleOrderLimit]: 'appleOrderLimit',
  [cartErrorCodes.giftCardLimit]: 'giftCardLimit',
  [cartErrorCodes.outOfStock]: 'outOfStock',
  [cartErrorCodes.testCard]: 'testCard',
  [cartErrorCodes.zeroBalance]: 'zeroBalance',
  [cartErrorCodes.invalidNote]: 'invalidNote',
}

/** The Validation keys a gateway error inside data can name: all `errorText` ever translates. */
export const GATEWAY_ERROR_KEYS = Object.values(keysByCode)

/**
 * What the error modal says: the translated message of a known code (a Validation key), the
 * gateway's own message for bad input, else null for the generic message.
 */
export function errorText(
  error: GatewayErrorData,
  translate: (key: string) => string,
): string | null {
  const key = keysByCode[error.code]
  if (key) return translate(key)
  if (error.code === INVALID_PARAMETER && error.message) return error.message
  return null
}
