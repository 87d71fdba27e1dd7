import { describe, expect, it } from 'vitest'

import { originOf, originOn } from '@/commerce/services/store'

/** The French store as its row holds it: its domains and the development alias. */
const french = {
  storeId: 52,
  country: 'FR',
  countriesCombinations: [{ country: 'FR', url: 'https://www.cartecadeau.fr/' }],
  hosts: [
    { host: 'cartecadeau.fr' },
    { host: 'www.cartecadeau.fr' },
    { host: 'cartecadeau.localhost' },
  ],
}

describe("a store's links on the shopper's host", () => {
  it('come back to the store host the shopper is on, at the server port', () => {
    const origin = new URL(originOf(french))
    expect(originOn(french, 'cartecadeau.localhost:3000')).toBe(
      `${origin.protocol}//cartecadeau.localhost${origin.port ? `:${origin.port}` : ''}`,
    )
    expect(new URL(originOn(french, 'cartecadeau.fr')).hostname).toBe('cartecadeau.fr')
  })

  it('never lead to a host the store does not list', () => {
    for (const host of [
      'evil.example',
      'cadeaubon-be.localhost',
      'cartecadeau.fr.evil.example',
      null,
    ]) {
      expect(originOn(french, host), String(host)).toBe(originOf(french))
    }
  })
})
