/**
 * Card brands by number prefix (spec §3 card brand patterns), in the spec's order: the narrower
 * ranges (Electron, Maestro, Dankort) come before the Visa and Mastercard ranges they sit in.
 * Carte Bancaire cards are co-badged: their numbers are Visa or Mastercard numbers.
 */
export const CARD_BRANDS = [
  { brand: 'electron', pattern: /^(4026|417500|4405|4508|4844|4913|4917)/ },
  { brand: 'maestro', pattern: /^(5018|5020|5038|5612|5893|6304|6759|676[1-3]|0604|6390)/ },
  { brand: 'dankort', pattern: /^5019/ },
  { brand: 'interpayment', pattern: /^636/ },
  { brand: 'unionpay', pattern: /^(62|88)/ },
  { brand: 'visa', pattern: /^4/ },
  { brand: 'mastercard', pattern: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/ },
  { brand: 'amex', pattern: /^3[47]/ },
  { brand: 'diners', pattern: /^3(0[0-5]|[68])/ },
  { brand: 'discover', pattern: /^(6011|65|64[4-9]|622)/ },
  { brand: 'jcb', pattern: /^35/ },
] as const

export type CardBrand = (typeof CARD_BRANDS)[number]['brand']

/** Digits only: payers type spaces and dashes between the groups. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '')

/** The brand of a card number (spaces allowed), or null when no known prefix matches. */
export function detectCardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number)
  return CARD_BRANDS.find(({ pattern }) => pattern.test(digits))?.brand ?? null
}

/** Lengths a brand issues; other brands issue 16 to 19 digits, Maestro from 12. */
const LENGTHS: Partial<Record<CardBrand, readonly number[]>> = {
  amex: [15],
  diners: [14, 16, 19],
  visa: [13, 16, 19],
  electron: [16],
  mastercard: [16],
  maestro: [12, 13, 14, 15, 16, 17, 18, 19],
}

export const cardLengthFits = (brand: CardBrand, digits: string): boolean =>
  (LENGTHS[brand] ?? [16, 17, 18, 19]).includes(digits.length)

/** American Express prints a 4-digit code on the front; the others 3 on the back. */
export const cvcLength = (brand: CardBrand | null): number => (brand === 'amex' ? 4 : 3)
