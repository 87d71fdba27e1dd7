/**
 * The domain's lengths (card-number.ts, spec §9), written here again: that module builds zod
 * schemas, and the card forms load zod only on their first check (a unit test keeps them equal).
 */
export const CARD_NUMBER_LENGTH = 19
export const PIN_LENGTH = 6

/**
 * A card number as the holder sees it while typing: digits only, in groups of four like on the
 * card ('6280 4520 1234 5678 901'); extra digits are dropped.
 */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_LENGTH)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** A PIN as typed: digits only, at most six. */
export const pinDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, PIN_LENGTH)

/** Room for the 19 digits and their four spaces. */
export const GROUPED_CARD_LENGTH = CARD_NUMBER_LENGTH + 4
