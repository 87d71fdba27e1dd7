import { CENTS_PER_UNIT } from '@/commerce/domain/money'
import {
  APPLE_CARD_MAX,
  APPLE_CARD_MIN,
  MAX_INTEGER,
  type VariationConfig,
} from '@/commerce/domain/prices'

import type { AmountBounds } from './types'

/**
 * The whole amounts a custom-amount config accepts, in cents: its minimum and maximum (the same
 * defaults as amountIssue), narrowed to 10–250 € for Apple-type cards. Null for fixed prices.
 */
export function amountBounds(config: VariationConfig, appleType: boolean): AmountBounds | null {
  if (!config.available || config.hasFixedPrices) return null
  const min = config.minPrice ?? CENTS_PER_UNIT
  const max = config.maxPrice ?? MAX_INTEGER
  return appleType
    ? { min: Math.max(min, APPLE_CARD_MIN), max: Math.min(max, APPLE_CARD_MAX) }
    : { min, max }
}
