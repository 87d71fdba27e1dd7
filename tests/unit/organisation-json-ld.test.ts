import { describe, expect, it } from 'vitest'

import { organisationJsonLd } from '@/components/organisation-json-ld'

import { storeFixture } from '../fixtures/store'

describe('organisation structured data', () => {
  const data = organisationJsonLd(
    { ...storeFixture, mainLogo: { ...mediaLogo() } },
    'https://www.cartecadeau.example',
  )

  it('names the organisation with an absolute logo', () => {
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Carte Cadeau',
      logo: 'https://www.cartecadeau.example/api/media/file/logo.svg',
    })
  })

  it('has a customer service contact point with its opening hours', () => {
    expect(data.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: 'service@cartecadeau.example',
      hoursAvailable: [
        expect.objectContaining({
          opens: '09:00',
          closes: '17:30',
          dayOfWeek: expect.arrayContaining(['https://schema.org/Monday']),
        }),
      ],
    })
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'FR' })
  })
})

function mediaLogo() {
  return {
    id: 1,
    alt: 'Carte Cadeau',
    url: '/api/media/file/logo.svg',
    updatedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
  }
}
