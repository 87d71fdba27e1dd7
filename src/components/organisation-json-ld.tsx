import type { Store } from '@/payload-types'

import { JsonLd } from './json-ld'

const dayNames = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
} as const

/** schema.org Organization of the store (spec §3 theme and organisation data). */
export function organisationJsonLd(store: Store, baseUrl: string): Record<string, unknown> {
  const { organisation } = store
  const logo = typeof store.mainLogo === 'object' ? store.mainLogo.url : null
  const address = organisation.postalAddress
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organisation.name,
    url: organisation.url,
    ...(logo ? { logo: new URL(logo, baseUrl).toString() } : {}),
    ...(organisation.description ? { description: organisation.description } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: organisation.customerService?.email ?? undefined,
      telephone: organisation.customerService?.phone ?? undefined,
      hoursAvailable: (organisation.openingHours ?? []).map((slot) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: slot.days.map((day) => dayNames[day]),
        opens: slot.opens,
        closes: slot.closes,
      })),
    },
    ...(address?.street
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            postalCode: address.postCode ?? undefined,
            addressLocality: address.city ?? undefined,
            addressCountry: address.countryCode ?? undefined,
          },
        }
      : {}),
  }
}

export function OrganisationJsonLd({ store, baseUrl }: { store: Store; baseUrl: string }) {
  return <JsonLd data={organisationJsonLd(store, baseUrl)} />
}
