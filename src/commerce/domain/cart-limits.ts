import { type CartPackage, cardCount } from './cart'
import { cartErrorCodes, GIFT_CARD_LIMIT } from './cart-errors'
import { APPLE_ORDER_LIMIT } from './prices'

export type CartProblem = { code: number; message: string }

/**
 * What the cart as a whole breaks, checked after every change (spec §8 cart family): too many
 * cards (2030), Apple-type cards above 500 € together (2015). Messages are Validation keys.
 */
export function cartProblems(packages: CartPackage[]): CartProblem[] {
  const problems: CartProblem[] = []
  if (cardCount(packages) > GIFT_CARD_LIMIT) {
    problems.push({ code: cartErrorCodes.giftCardLimit, message: 'giftCardLimit' })
  }
  const apple = packages
    .filter((item) => item.appleType)
    .reduce((sum, item) => sum + item.qty * item.amount, 0)
  if (apple > APPLE_ORDER_LIMIT) {
    problems.push({ code: cartErrorCodes.appleOrderLimit, message: 'appleOrderLimit' })
  }
  return problems
}
