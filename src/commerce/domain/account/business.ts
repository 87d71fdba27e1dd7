/**
 * Business numbers: the SIREN (9 digits, Luhn key) and VAT numbers. French VAT numbers carry a key
 * computed from the SIREN; other EU numbers are checked by their national format.
 */

const luhn = (digits: string): boolean => {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** Spaces and dots are how people write these numbers; they are not part of them. */
export const compactNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase()

/** A SIREN: nine digits with a valid Luhn key (La Poste's 356000000 is the known exception). */
export const isSiren = (value: string): boolean => {
  const siren = compactNumber(value)
  return /^\d{9}$/.test(siren) && (luhn(siren) || siren === '356000000')
}

const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z\d]\d{7}[A-Z\d]$/,
  FI: /^FI\d{8}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z\d+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(?:\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
}

/** A VAT number: FR + key + SIREN with the key checked, or another EU country's format. */
export const isVatNumber = (value: string): boolean => {
  const vat = compactNumber(value)
  const french = /^FR(\d{2})(\d{9})$/.exec(vat)
  if (french) {
    const [, key = '', siren = ''] = french
    return isSiren(siren) && Number(key) === (12 + 3 * (Number(siren) % 97)) % 97
  }
  const format = EU_VAT_FORMATS[vat.slice(0, 2)]
  return Boolean(format?.test(vat))
}
