/** An amount of money in integer minor units (cents), never a float (spec §3 Money). */
export type Money = { currency: string; value: number }

export const CENTS_PER_UNIT = 100

/** Euros (or another currency's units) as whole cents. */
export const toCents = (amount: number): number => Math.round(amount * CENTS_PER_UNIT)

/** Cents as euros (or another currency's units), fractions kept: 1250 → 12.5. */
export const toUnits = (cents: number): number => cents / CENTS_PER_UNIT

/**
 * The number and date format of a language in a store's country (BCP 47): fr-FR, fr-BE, nl-BE,
 * nl-NL. Belgium writes short dates and Dutch amounts its own way.
 */
export const intlLocale = (language: string, country: string): string =>
  `${language.toLowerCase()}-${country.toUpperCase()}`

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * '25 €' for whole amounts and '25,50 €' otherwise, in the shopper's language: French puts a
 * narrow no-break space before the euro sign, as the design asks.
 */
export function formatMoney({ currency, value }: Money, locale = 'fr-FR'): string {
  const whole = value % CENTS_PER_UNIT === 0
  const key = `${locale}|${currency}|${whole}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(toUnits(value))
}
