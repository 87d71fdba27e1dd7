/**
 * Business numbers, keyed by country (ISO code): the chamber-of-commerce number of the country's
 * register (SIREN, KBO/BCE, KvK) and the EU VAT number, whose check digits jsvat knows per country.
 */
import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat'

/** Spaces, dots and dashes are how people write these numbers; they are not part of them. */
export const compactNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase()

const luhn = (digits: string): boolean => {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** A SIREN: nine digits with a valid Luhn key (La Poste's 356000000 is the known exception). */
export const isSiren = (value: string): boolean => {
  const siren = compactNumber(value)
  return /^\d{9}$/.test(siren) && (luhn(siren) || siren === '356000000')
}

/** A Belgian enterprise number (KBO/BCE): 10 digits from 0 or 1, the last two 97 − (first 8 mod 97). */
export const isKboNumber = (value: string): boolean => {
  const number = compactNumber(value).replace(/^BE/, '')
  return (
    /^[01]\d{9}$/.test(number) && 97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8))
  )
}

/** A Dutch KvK number: 8 digits (the register publishes no check digit). */
export const isKvkNumber = (value: string): boolean => /^\d{8}$/.test(compactNumber(value))

/** Elsewhere: a plausible registration number, 4 to 20 letters or digits. */
const isOtherRegisterNumber = (value: string): boolean =>
  /^[A-Z\d]{4,20}$/.test(compactNumber(value))

/** A country's register: how its numbers are checked and the message keys that name it. */
export type CompanyRegister = {
  check: (value: string) => boolean
  requiredKey: string
  invalidKey: string
}

/** The registers the storefronts' countries use; Monaco's companies sit in the French one. */
export const COMPANY_REGISTERS: Readonly<Record<string, CompanyRegister>> = {
  FR: { check: isSiren, requiredKey: 'sirenRequired', invalidKey: 'sirenInvalid' },
  MC: { check: isSiren, requiredKey: 'sirenRequired', invalidKey: 'sirenInvalid' },
  BE: { check: isKboNumber, requiredKey: 'kboRequired', invalidKey: 'kboInvalid' },
  NL: { check: isKvkNumber, requiredKey: 'kvkRequired', invalidKey: 'kvkInvalid' },
}

const OTHER_REGISTER: CompanyRegister = {
  check: isOtherRegisterNumber,
  requiredKey: 'chamberOfCommerceNumberRequired',
  invalidKey: 'chamberOfCommerceNumberInvalid',
}

/** The register of a country (ISO code); a loose one where no rule is known. */
export const companyRegister = (country: string): CompanyRegister =>
  COMPANY_REGISTERS[country.toUpperCase()] ?? OTHER_REGISTER

/** Whether a chamber-of-commerce number is valid in a country's register. */
export const isChamberOfCommerceNumber = (country: string, value: string): boolean =>
  companyRegister(country).check(value)

/** The EU's member states, as jsvat knows them (its list also holds non-EU countries). */
const EU_VAT_COUNTRIES = [
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
]

/** Monaco's companies are registered for VAT in France. */
const VAT_COUNTRY_OF: Readonly<Record<string, string>> = { MC: 'FR' }

/**
 * An EU VAT number with its check digits right. Given the buyer's country (ISO code) and that
 * country is in the EU, the number must be of that country; otherwise any member state's.
 */
export function isVatNumber(value: string, country?: string | null): boolean {
  const result = checkVAT(compactNumber(value), EU_VAT_COUNTRIES)
  if (!result.isValid) return false
  const own = country && (VAT_COUNTRY_OF[country.toUpperCase()] ?? country.toUpperCase())
  const isEuCountry = EU_VAT_COUNTRIES.some((candidate) => candidate.codes[0] === own)
  return !own || !isEuCountry || result.country?.isoCode.short === own
}
