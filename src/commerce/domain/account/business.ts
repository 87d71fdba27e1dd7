/**
 * Business numbers, keyed by country (ISO code): the chamber-of-commerce number of the country's
 * register (SIREN, KBO/BCE, KvK) and the form of an EU VAT number. The VAT number's check digits
 * are the server's (vat-number.ts, jsvat): jsvat weighs 4.4 KB gz, too much for the forms' rules.
 */
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

/** The registers' names: the keys of their words (CompanyRegisters messages) and rule messages. */
export type CompanyRegisterName = 'siren' | 'kbo' | 'kvk' | 'chamberOfCommerceNumber'

/** A country's register: how its numbers are checked and the message keys that name it. */
export type CompanyRegister = {
  name: CompanyRegisterName
  check: (value: string) => boolean
  requiredKey: string
  invalidKey: string
}

const register = (
  name: CompanyRegisterName,
  check: (value: string) => boolean,
): CompanyRegister => ({
  name,
  check,
  requiredKey: `${name}Required`,
  invalidKey: `${name}Invalid`,
})

/** The registers the storefronts' countries use; Monaco's companies sit in the French one. */
export const COMPANY_REGISTERS: Readonly<Record<string, CompanyRegister>> = {
  FR: register('siren', isSiren),
  MC: register('siren', isSiren),
  BE: register('kbo', isKboNumber),
  NL: register('kvk', isKvkNumber),
}

/** Elsewhere: a loose rule under the generic words. */
const OTHER_REGISTER = register('chamberOfCommerceNumber', isOtherRegisterNumber)

/** The register of a country (ISO code); a loose one where no rule is known. */
export const companyRegister = (country: string): CompanyRegister =>
  COMPANY_REGISTERS[country.toUpperCase()] ?? OTHER_REGISTER

/** Whether a chamber-of-commerce number is valid in a country's register. */
export const isChamberOfCommerceNumber = (country: string, value: string): boolean =>
  companyRegister(country).check(value)

/** The EU's member states by the prefix of their VAT numbers (Greece's is EL). */
const EU_VAT_PREFIXES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
)

/** Greece writes EL; Monaco's companies are registered for VAT in France. */
const VAT_PREFIX_OF: Readonly<Record<string, string>> = { GR: 'EL', MC: 'FR' }

/** The VAT prefix of a country (ISO code). */
export const vatPrefixOf = (country: string): string =>
  VAT_PREFIX_OF[country.toUpperCase()] ?? country.toUpperCase()

/**
 * The form of an EU VAT number: a member state's prefix and 2 to 12 letters or digits. Given the
 * buyer's country (ISO code) and that country is in the EU, the prefix must be that country's.
 * The forms check this much; the server also checks the digits (vat-number.ts).
 */
export function hasVatNumberForm(value: string, country?: string | null): boolean {
  const number = compactNumber(value)
  const prefix = number.slice(0, 2)
  if (!EU_VAT_PREFIXES.has(prefix) || !/^[A-Z\d+*]{2,12}$/.test(number.slice(2))) return false
  const own = country && vatPrefixOf(country)
  return !own || !EU_VAT_PREFIXES.has(own) || prefix === own
}
