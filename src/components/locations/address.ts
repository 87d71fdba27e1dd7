import type { Location } from '@/payload-types'

type Address = Location['address']

/** The country's name in the page's language ('FR' → 'France'); the code if it is unknown. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/**
 * An address as French mail writes it: the street, then the post code before the town, then the
 * country (the region is no part of a French postal address).
 */
export function addressLines(address: Address, locale: string): string[] {
  return [
    address.street,
    `${address.postCode} ${address.locality}`,
    countryName(address.countryCode, locale),
  ]
}

/**
 * The address on OpenStreetMap (its search page, which centres the map on it): a link, so no
 * third-party map or tile is loaded on our pages.
 */
export const openStreetMapUrl = (address: Address, locale: string): string =>
  `https://www.openstreetmap.org/search?${new URLSearchParams({
    query: addressLines(address, locale).join(', '),
  })}`
