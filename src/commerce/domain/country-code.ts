import { iso31661Alpha2ToAlpha3 } from 'iso-3166/1-a2-to-1-a3.js'

// The officially assigned codes only: 'UK' (reserved for GB) and 'ZZ' (user-assigned) are none.
const COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(iso31661Alpha2ToAlpha3))

/** An ISO 3166-1 alpha-2 country code, upper case, as assigned today ('GB', 'FR', 'NL'). */
export const isCountryCode = (value: unknown): value is string =>
  typeof value === 'string' && COUNTRY_CODES.has(value)
