import { storeClock } from '../checkout/store-clock'

/** A card is valid two years from its issue (the original shop's rule; Dutch law's minimum). */
export const CARD_VALIDITY_YEARS = 2

/**
 * The last day a card issued at `issuedAt` can be used (ISO date on its store's clock,
 * `timeZone`): the same calendar day two years on. A card issued on 29 February runs to 1 March,
 * never less than two years.
 */
export function cardExpiry(issuedAt: Date, timeZone: string): string {
  const [year, month, day] = storeClock(issuedAt, timeZone).date.split('-').map(Number) as [
    number,
    number,
    number,
  ]
  // Date.UTC rolls 29 February of a common year over to 1 March.
  return new Date(Date.UTC(year + CARD_VALIDITY_YEARS, month - 1, day)).toISOString().slice(0, 10)
}
