import type { Place } from './places'

type Input = {
  place: Place
  /** The place's page on this site. */
  path: string
  baseUrl: string
  /** The gift card accepted there. */
  cardName: string
}

/**
 * schema.org LocalBusiness (or the subtype an editor chose, e.g. Restaurant) of a place where a
 * card is accepted, with its postal address and the card as a way to pay.
 */
export function locationJsonLd({ place, path, baseUrl, cardName }: Input) {
  const { address } = place
  return {
    '@context': 'https://schema.org',
    '@type': place.businessType,
    name: place.name,
    url: new URL(path, baseUrl).toString(),
    ...(place.description ? { description: place.description } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postCode,
      addressLocality: address.locality,
      ...(address.administrativeArea ? { addressRegion: address.administrativeArea } : {}),
      addressCountry: address.countryCode,
    },
    paymentAccepted: cardName,
  }
}
