import { z } from 'zod'

import { CENTS_PER_UNIT } from './money'

/** Apple-type cards: 10 to 250 euros each, 500 euros per order (spec §5, §9; code 2015). */
export const APPLE_CARD_MIN = 10 * CENTS_PER_UNIT
export const APPLE_CARD_MAX = 250 * CENTS_PER_UNIT
export const APPLE_ORDER_LIMIT = 500 * CENTS_PER_UNIT

/** Largest integer the spec accepts anywhere (§5): 2147483647. */
export const MAX_INTEGER = 2_147_483_647

/** How a product is sold in one delivery type (spec §3 variation config), amounts in cents. */
export type VariationConfig = {
  available: boolean
  hasFixedPrices: boolean
  pricesToShow: number[]
  minPrice: number | null
  maxPrice: number | null
}

export const isWholeAmount = (cents: number): boolean =>
  Number.isInteger(cents) && cents > 0 && cents % CENTS_PER_UNIT === 0 && cents <= MAX_INTEGER

/** What can be wrong with a variation config; the admin says it in the editor's language. */
export type VariationConfigProblem =
  'noFixedPrice' | 'fixedPricesNotWhole' | 'noBounds' | 'boundsNotWhole' | 'minAboveMax'

/** What is wrong with a variation config as an editor entered it, or null when it is sound. */
export function variationConfigProblem(config: VariationConfig): VariationConfigProblem | null {
  if (!config.available) return null
  if (config.hasFixedPrices) {
    if (config.pricesToShow.length === 0) return 'noFixedPrice'
    if (!config.pricesToShow.every(isWholeAmount)) return 'fixedPricesNotWhole'
    return null
  }
  const { minPrice, maxPrice } = config
  if (minPrice === null || maxPrice === null) return 'noBounds'
  if (!isWholeAmount(minPrice) || !isWholeAmount(maxPrice)) return 'boundsNotWhole'
  if (minPrice > maxPrice) return 'minAboveMax'
  return null
}

/** Why an amount does not fit a config: a Validation message key and its parameters. */
export type AmountIssue = { message: string; params?: { min: number; max: number } }

/**
 * The amount a buyer may choose (spec §5 "Price"): a fixed price from the list, or a whole amount
 * between min and max; negative and out-of-range refused. In cents.
 */
export function amountIssue(config: VariationConfig, value: number): AmountIssue | null {
  if (!Number.isInteger(value)) return { message: 'amountWhole' }
  if (value < 0) return { message: 'amountNegative' }
  if (config.hasFixedPrices) {
    return config.pricesToShow.includes(value) ? null : { message: 'amountFixed' }
  }
  if (value % CENTS_PER_UNIT !== 0) return { message: 'amountWhole' }
  const min = config.minPrice ?? CENTS_PER_UNIT
  const max = config.maxPrice ?? MAX_INTEGER
  return value >= min && value <= max ? null : { message: 'amountRange', params: { min, max } }
}

/** amountIssue as a zod schema, for forms. */
export const amountSchema = (config: VariationConfig) =>
  z.number({ error: 'amountWhole' }).superRefine((value, context) => {
    const issue = amountIssue(config, value)
    if (issue) context.addIssue({ code: 'custom', ...issue })
  })
