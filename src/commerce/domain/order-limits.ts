import { type CartPackage, cardCount } from './cart'
import { cartErrorCodes, GIFT_CARD_LIMIT } from './cart-errors'
import { APPLE_ORDER_LIMIT } from './prices'

/** The caps of one order: how many cards, and the face value of its Apple-type cards in cents. */
export type OrderLimits = { cards: number; appleTypeValue: number }

/** The spec's caps (§8, §9): 50 cards (2030), 500 € of Apple-type cards (2015). */
export const ORDER_LIMITS: OrderLimits = {
  cards: GIFT_CARD_LIMIT,
  appleTypeValue: APPLE_ORDER_LIMIT,
}

/** A cap an order crosses: its spec §8 code and the key of its Validation message. */
export type OrderLimitViolation =
  | { code: typeof cartErrorCodes.giftCardLimit; message: 'giftCardLimit' }
  | { code: typeof cartErrorCodes.appleOrderLimit; message: 'appleOrderLimit' }

/**
 * The caps the packages of one order cross, none when it keeps them. Every path that builds an
 * order asks this one function (the cart after each change, reorder through it, its checkout,
 * the redeem session after each change and its placement): the caps exist against cards bought
 * with stolen payment means, so no path may skip them. Wrappers and packing are not cards' value.
 */
export function orderLimitViolations(
  packages: CartPackage[],
  limits: OrderLimits = ORDER_LIMITS,
): OrderLimitViolation[] {
  const violations: OrderLimitViolation[] = []
  if (cardCount(packages) > limits.cards) {
    violations.push({ code: cartErrorCodes.giftCardLimit, message: 'giftCardLimit' })
  }
  const appleTypeValue = packages
    .filter((item) => item.appleType)
    .reduce((sum, item) => sum + item.qty * item.amount, 0)
  if (appleTypeValue > limits.appleTypeValue) {
    violations.push({ code: cartErrorCodes.appleOrderLimit, message: 'appleOrderLimit' })
  }
  return violations
}
