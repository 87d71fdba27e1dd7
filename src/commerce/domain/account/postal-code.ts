import { FR_POST_CODE } from '../receiver'

/** Postal codes of spec §5 per country; countries without a rule accept 2 to 10 letters/digits. */
export const POSTAL_CODES: Record<string, RegExp> = {
  FR: FR_POST_CODE,
  MC: /^980\d{2}$/,
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
  BE: /^[1-9]\d{3}$/,
  LU: /^(?:L-)?\d{4}$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^(?!01000|99999)(?:0[1-9]|[1-9]\d)\d{3}$/,
  IE: /^[A-Z]\d{2} ?[A-Z\d]{4}$/i,
  PL: /^\d{2}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  BR: /^\d{5}-?\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  AU: /^(?:0[2-9]\d{2}|[1-8]\d{3}|9[0-7]\d{2})$/,
}

const ANY_POSTAL_CODE = /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/i

/** Whether a postal code is valid in a country (ISO two-letter code). */
export const isPostalCode = (country: string, postCode: string): boolean =>
  (POSTAL_CODES[country] ?? ANY_POSTAL_CODE).test(postCode.trim())
