import { countryName } from '@/components/form/country-name'

type Postal = {
  street: string
  houseNumber: number
  suffix?: string | null
  postCode: string
  city: string
  countryCode: string
}

// Where the number comes before the street ('12 bis rue de la Paix'); elsewhere after it.
const NUMBER_FIRST = new Set(['FR', 'LU', 'MC', 'GB', 'IE', 'US', 'CA', 'AU', 'NZ'])
// Where the city comes before the postal code ('London SW1A 1AA').
const CITY_FIRST = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'NZ'])

/** The street line as the country writes it. */
export function streetLine({ street, houseNumber, suffix, countryCode }: Postal): string {
  const number = [houseNumber, suffix].filter(Boolean).join(' ')
  return NUMBER_FIRST.has(countryCode) ? `${number} ${street}` : `${street} ${number}`
}

/** The city line as the country writes it. */
export const cityLine = ({ postCode, city, countryCode }: Postal): string =>
  CITY_FIRST.has(countryCode) ? `${city} ${postCode}` : `${postCode} ${city}`

/** An address as lines for a card: street, city, and the country by name. */
export const addressLines = (address: Postal, locale: string): string[] => [
  streetLine(address),
  cityLine(address),
  countryName(address.countryCode, locale),
]
