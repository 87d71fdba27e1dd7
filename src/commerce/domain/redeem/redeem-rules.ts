import type { CardErrorKey } from '../cards/card-errors'
import { CENTS_PER_UNIT } from '../money'
import type { DeliveryType, PackageProduct } from '../package'
import { MAX_INTEGER } from '../prices'

/**
 * A card chosen in exchange is worth at most this much: above it the amount is split across
 * several cards (spec §9; French e-money rules cap multi-brand cards at 150 €).
 */
export const REDEEM_CARD_CAP = 150 * CENTS_PER_UNIT
/** Each chosen card is worth at least this much unless its product says otherwise. */
export const REDEEM_MINIMUM_DEFAULT = 10 * CENTS_PER_UNIT

/** What the redeem rules read of a product (amounts in cents; null when not set). */
export type RedeemProductRules = Pick<PackageProduct, 'productType' | 'digital' | 'physical'> & {
  multiBrand: boolean
  published: boolean
  minimumRemainingBalance: number | null
  minimumAvailableCustomAmount: number | null
  maximumAvailableCustomAmount: number | null
}

/**
 * What a card can be exchanged for: the store's published gift cards except choice cards (a
 * choice card is not swapped for a choice card), and donations. Blank card packs are not.
 */
export const isExchangeable = (product: RedeemProductRules): boolean =>
  product.published &&
  ((product.productType === 'giftcard' && !product.multiBrand) ||
    product.productType === 'donation')

/**
 * The value one chosen card may have: from the product's redeem minimum (10 € by default) to its
 * redeem maximum, else the highest price it sells at in that delivery type. Null when the
 * delivery type is not sold.
 */
export function redeemAmountBounds(
  product: RedeemProductRules,
  deliveryType: DeliveryType,
): { min: number; max: number } | null {
  const config = deliveryType === 'DIGITAL' ? product.digital : product.physical
  if (!config.available) return null
  const highest = config.hasFixedPrices ? Math.max(0, ...config.pricesToShow) : config.maxPrice
  return {
    min: product.minimumAvailableCustomAmount ?? REDEEM_MINIMUM_DEFAULT,
    max: product.maximumAvailableCustomAmount ?? highest ?? MAX_INTEGER,
  }
}

/** Why a chosen amount is refused: a card error, or a Validation key with its amounts. */
export type RedeemAmountProblem =
  | { card: CardErrorKey; amount?: number }
  | { validation: 'amountWhole' | 'amountRange'; params?: { min: number; max: number } }

/**
 * The rules of one chosen card (spec §5 redeem, price): an exchangeable product in a delivery
 * type it sells, a whole amount, at least the minimum and at most the maximum. Redeem amounts
 * are free within those bounds: the product's fixed prices are for buying, not for exchanging.
 */
export function redeemAmountProblem(
  product: RedeemProductRules,
  deliveryType: DeliveryType,
  amount: number,
): RedeemAmountProblem | null {
  const bounds = isExchangeable(product) ? redeemAmountBounds(product, deliveryType) : null
  if (!bounds) return { card: 'cardNotAvailableForRedeem' }
  if (!Number.isInteger(amount) || amount % CENTS_PER_UNIT !== 0) {
    return { validation: 'amountWhole' }
  }
  if (amount < bounds.min) return { card: 'redeemMinimumValue', amount: bounds.min }
  if (amount > bounds.max) return { validation: 'amountRange', params: bounds }
  return null
}

/** Cards of one value: `qty` cards of `amount` cents. */
export type RedeemPiece = { amount: number; qty: number }

/**
 * The cards one chosen amount becomes: above the cap, as many full cards as fit and one card
 * for the rest (400 € → 150 + 150 + 100). A rest below the minimum takes what it lacks from the
 * card before it (305 € → 150 + 145 + 10), so every card keeps the minimum. Cards of the same
 * value are counted together, largest first.
 */
export function splitRedeemAmount(
  amount: number,
  minimum: number = REDEEM_MINIMUM_DEFAULT,
  cap: number = REDEEM_CARD_CAP,
): RedeemPiece[] {
  if (amount <= cap) return [{ amount, qty: 1 }]
  const full = Math.floor(amount / cap)
  const rest = amount - full * cap
  const pieces = Array.from({ length: full }, () => cap)
  if (rest > 0 && rest < minimum && cap - (minimum - rest) >= minimum) {
    pieces[full - 1] = cap - (minimum - rest)
    pieces.push(minimum)
  } else if (rest > 0) {
    pieces.push(rest)
  }
  const grouped: RedeemPiece[] = []
  for (const piece of pieces) {
    const last = grouped.at(-1)
    if (last?.amount === piece) last.qty++
    else grouped.push({ amount: piece, qty: 1 })
  }
  return grouped
}

/**
 * The minimum a card must keep that the remaining balance breaks, or null: a card may be
 * emptied (0 left), otherwise what stays must reach the highest minimumRemainingBalance of the
 * chosen products that set one (0 means none).
 */
export function remainingBelowMinimum(
  remaining: number,
  minimums: (number | null)[],
): number | null {
  if (remaining === 0) return null
  const minimum = Math.max(0, ...minimums.map((value) => value ?? 0))
  return remaining < minimum ? minimum : null
}
