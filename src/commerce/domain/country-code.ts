import { iso31661Alpha2ToAlpha3 } from 'iso-3166/1-a2-to-1-a3.js'
import { z } from 'zod'

// The officially assigned codes only: 'UK' (reserved for GB) and 'ZZ' (user-assigned) are none.
const COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(iso31661Alpha2ToAlpha3))

/** An ISO 3166-1 alpha-2 country code, upper case, as assigned today ('GB', 'FR', 'NL'). */
export const isCountryCode = (value: unknown): value is string =>
  typeof value === 'string' && COUNTRY_CODES.has(value)

/** The country of an address: missing is 'required', anything but an assigned code 'invalid'. */
export const countryCodeSchema = z.string({ error: 'countryRequired' }).refine(isCountryCode, {
  error: (issue) => (issue.input === '' ? 'countryRequired' : 'countryInvalid'),
})
