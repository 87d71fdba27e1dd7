import { describe, expect, it } from 'vitest'

import { type Href, localizedPath } from '@/i18n/paths'

describe('localizedPath', () => {
  it.each<[Href, string, string]>([
    ['/', '/', '/nl/'],
    ['/gift-cards', '/cartes-cadeaux/', '/nl/cadeaubonnen/'],
    ['/redeem', '/verifier-solde/', '/nl/saldocheck/'],
    [
      { pathname: '/gift-cards/[product]', params: { product: 'bol' } },
      '/cartes-cadeaux/bol/',
      '/nl/cadeaubonnen/bol/',
    ],
    [{ pathname: '/business/[[...product]]', params: {} }, '/entreprise/', '/nl/zakelijk/'],
    [
      { pathname: '/blog/[...path]', params: { path: ['2026', 'noel'] } },
      '/blog/2026/noel/',
      '/nl/blog/2026/noel/',
    ],
    [
      { pathname: '/gift-cards/[product]', params: { product: 'a/b c' } },
      '/cartes-cadeaux/a%2Fb%20c/',
      '/nl/cadeaubonnen/a%2Fb%20c/',
    ],
  ])('%j → %s (fr), %s (nl)', (href, fr, nl) => {
    expect(localizedPath('fr', href)).toBe(fr)
    expect(localizedPath('nl', href)).toBe(nl)
  })
})
