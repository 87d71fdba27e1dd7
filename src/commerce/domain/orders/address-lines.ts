/** The postal part of an address, as orders keep it. */
export type PostalLines = {
  street: string
  houseNumber: number
  suffix: string | null
  postCode: string
  city: string
  countryCode: string
}

/** The country's name in a language ('BE' → 'Belgique'); the code if it is unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/**
 * An address as French mail writes it: number and street, then the post code before the town;
 * the country only when it is not `homeCountry`, the store's, where its orders are posted from.
 */
export function postalLines(address: PostalLines, locale: string, homeCountry: string): string[] {
  const number = [address.houseNumber, address.suffix].filter(Boolean).join(' ')
  const lines = [`${number} ${address.street}`.trim(), `${address.postCode} ${address.city}`]
  return address.countryCode.toUpperCase() === homeCountry.toUpperCase()
    ? lines
    : [...lines, countryName(address.countryCode, locale)]
}
