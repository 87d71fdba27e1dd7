import { expect, test } from '@playwright/test'

import { serverUrl } from './support/client'

/** Spec §2: the redeem pages' links are redirects (an editor may point them elsewhere in /admin). */
const links: [path: string, location: string][] = [
  ['/verifier-solde/cgv/', '/cgv/'],
  ['/verifier-solde/confidentialite/', '/privacy/'],
  ['/verifier-solde/service-client/', '/nous-contacter/'],
  ['/nl/saldocheck/voorwaarden/', '/nl/algemene-voorwaarden/'],
  ['/nl/saldocheck/privacy/', '/nl/privacy/'],
  ['/nl/saldocheck/klantenservice/', '/nl/contact/'],
]

test.describe("issue 24 points 6 and 12: the redeem pages' redirect links", () => {
  for (const [path, location] of links) {
    test(`${path} redirects to ${location}`, async () => {
      const response = await fetch(`${serverUrl}${path}`, { redirect: 'manual' })
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe(location)
    })
  }
})
