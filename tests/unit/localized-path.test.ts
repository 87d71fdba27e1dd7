import { describe, expect, it } from 'vitest'

import { type Href, localizedPath, pathInLocale } from '@/i18n/paths'
import type { Store } from '@/payload-types'
import { withPathsIn } from '@/commerce/services/store/paths'

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
    expect(localizedPath('fr', href, 'fr')).toBe(fr)
    expect(localizedPath('nl', href, 'fr')).toBe(nl)
    // On a store whose default language is Dutch the prefixes swap.
    expect(localizedPath('nl', href, 'nl')).toBe(nl.replace(/^\/nl\//, '/'))
    expect(localizedPath('fr', href, 'nl')).toBe(`/fr${fr}`.replace(/^\/fr\/$/, '/fr/'))
  })
})

describe("the store menus' paths on a Dutch page", () => {
  it.each([
    ['/cartes-cadeaux/', '/nl/cadeaubonnen/'],
    ['/verifier-solde/', '/nl/saldocheck/'],
    ['/categorie/toutes-les-cartes-cadeaux/', '/nl/categorie/alle-cadeaubonnen/'],
    // Not a fixed route (an editor's page, a product): left as the editor typed it.
    ['/cartes-cadeaux/bistrot-du-port/', '/cartes-cadeaux/bistrot-du-port/'],
  ])('%s → %s', (french, dutch) => {
    expect(pathInLocale(french, 'nl', 'fr')).toBe(dutch)
    expect(pathInLocale(french, 'fr', 'fr')).toBe(french)
  })

  it('on a Belgian store, its Dutch menu paths in French, the business shop too', () => {
    expect(pathInLocale('/zakelijk/', 'fr', 'nl')).toBe('/fr/entreprise/')
    expect(pathInLocale('/saldocheck/', 'fr', 'nl')).toBe('/fr/verifier-solde/')
    expect(pathInLocale('/zakelijk/spa/', 'fr', 'nl')).toBe('/zakelijk/spa/')
  })

  it('follow the page in every menu, and leave other sites alone', () => {
    const path = (href: string, type: 'relative' | 'absolute' = 'relative') => ({ href, type })
    const store = {
      footerMenu: {
        menuItems: [
          {
            title: 'Klantenservice',
            path: path('/nous-contacter/'),
            children: [{ title: 'Bezorging', path: path('/livraison/') }],
          },
        ],
      },
      businessMenu: {
        menuItems: [{ title: 'Blog', path: path('https://blog.example/', 'absolute') }],
      },
      choiceGiftCardLink: { title: 'Keuzecadeaubon', path: path('/cartes-cadeaux/') },
      storeId: 52,
      country: 'FR',
      countriesCombinations: [
        { country: 'FR', languagesCombinations: [{ languageCode: 'fr', isDefault: true }] },
      ],
    } as unknown as Store
    const dutch = withPathsIn(store, 'nl')
    expect(dutch.footerMenu?.menuItems?.[0]?.path.href).toBe('/nl/contact/')
    expect(dutch.footerMenu?.menuItems?.[0]?.children?.[0]?.path.href).toBe('/nl/bezorging/')
    expect(dutch.businessMenu?.menuItems?.[0]?.path.href).toBe('https://blog.example/')
    expect(dutch.choiceGiftCardLink?.path?.href).toBe('/nl/cadeaubonnen/')
  })
})
