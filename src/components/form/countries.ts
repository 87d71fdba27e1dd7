import { callingCodeOf, callingCodes } from '@/commerce/domain/account/calling-codes'

import { countryName } from './country-name'

export type CountryOption = { value: string; label: string }

const byLabel = (locale: string) => {
  const collator = new Intl.Collator(locale)
  return (a: CountryOption, b: CountryOption) => collator.compare(a.label, b.label)
}

/** Spec §5: countries sorted by name in the active language (the country select). */
export const countryOptions = (locale: string): CountryOption[] =>
  callingCodes()
    .map(({ country }) => ({ value: country, label: countryName(country, locale) }))
    .sort(byLabel(locale))

/** A country's option in the calling-code select: 'France (+33)'. */
export const callingCodeLabel = (country: string, locale: string): string =>
  `${countryName(country, locale)} (+${callingCodeOf(country) ?? ''})`

/** The calling-code select: 'France (+33)', sorted by country name, searchable by either. */
export const callingCodeOptions = (locale: string): CountryOption[] =>
  callingCodes()
    .map(({ country }) => ({ value: country, label: callingCodeLabel(country, locale) }))
    .sort(byLabel(locale))
