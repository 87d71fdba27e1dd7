import { expect, test } from '@playwright/test'

import { requestAs, sitemapAs } from './support/hosts'

const BE = 'cadeaubon-be.localhost'
const NL = 'cadeaubon-nl.localhost'
const FR = 'cartecadeau.localhost'

const lang = (body: string) => /<html[^>]* lang="([^"]+)"/.exec(body)?.[1]

const search = `query($userData: UserDataInput!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) { errors { code } } }`
const searchAs = (host: string, storeID: number) =>
  requestAs(host, '/api/gateway/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: search,
      variables: {
        userData: { language: 'nl', storeID, countryCode: 'BE', redeemToken: null },
        inputText: 'spa',
      },
    }),
  })

test.describe('issue 38 point 1: the request’s host chooses the store', () => {
  test('each host serves its store’s languages, the default one without a prefix', async () => {
    const belgian = await requestAs(BE, '/cadeaubonnen/')
    expect(belgian.status).toBe(200)
    expect(lang(belgian.body)).toBe('nl-BE')
    const belgianFrench = await requestAs(BE, '/fr/cartes-cadeaux/')
    expect(belgianFrench.status).toBe(200)
    expect(lang(belgianFrench.body)).toBe('fr-BE')
    // Dutch is the Belgian store's default: its prefix is dropped.
    const prefixed = await requestAs(BE, '/nl/cadeaubonnen/')
    expect(prefixed.status).toBe(307)
    expect(prefixed.headers.location).toBe('/cadeaubonnen/')

    const dutch = await requestAs(NL, '/cadeaubonnen/')
    expect(dutch.status).toBe(200)
    expect(lang(dutch.body)).toBe('nl-NL')
    // The Dutch store speaks no French.
    expect((await requestAs(NL, '/fr/cartes-cadeaux/')).status).toBe(404)

    const french = await requestAs(FR, '/cartes-cadeaux/')
    expect(french.status).toBe(200)
    expect(lang(french.body)).toBe('fr-FR')
    expect((await requestAs(FR, '/nl/cadeaubonnen/')).status).toBe(200)
  })

  test('an unknown host gets the default store, never another store’s pages', async () => {
    for (const host of ['localhost', 'unknown.example', '127.0.0.1']) {
      const answer = await requestAs(host, '/cartes-cadeaux/')
      expect(answer.status, host).toBe(200)
      expect(lang(answer.body), host).toBe('fr-FR')
    }
    // The stores' pages are not reachable by their internal paths.
    expect((await requestAs(FR, '/53/nl/gift-cards/')).status).toBe(404)
  })

  test('the gateway serves the host’s store and refuses another store’s id (1001)', async () => {
    const own = JSON.parse((await searchAs(BE, 53)).body)
    expect(own.data?.search_v1.errors, JSON.stringify(own)).toEqual([])
    const other = JSON.parse((await searchAs(BE, 52)).body)
    expect(other.data.search_v1.errors).toEqual([{ code: 1001 }])
    // The same question on the French host is the French store's: the Belgian host's refusal,
    // a cacheable answer, is kept for the Belgian host only.
    const french = JSON.parse((await searchAs(FR, 52)).body)
    expect(french.data?.search_v1.errors, JSON.stringify(french)).toEqual([])
  })

  test('a Belgian page names its Dutch and French sides for Belgium (hreflang, sitemap)', async () => {
    const home = await requestAs(BE, '/')
    expect(home.status).toBe(200)
    const alternates = [...home.body.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)]
    expect(alternates.map(([, hreflang]) => hreflang).sort()).toEqual([
      'fr-BE',
      'nl-BE',
      'x-default',
    ])
    const sitemap = (await sitemapAs(BE)).files
    expect(sitemap).toContain('hreflang="fr-BE"')
    expect(sitemap).toContain('hreflang="nl-BE"')
    expect(sitemap).not.toMatch(/hreflang="(fr|nl)"/)
  })

  test('robots.txt names the host’s own sitemap and paths', async () => {
    const robots = await requestAs(BE, '/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.body).toContain('Disallow: /winkelmandje/')
    expect(robots.body).toContain('Disallow: /fr/panier/')
    expect(robots.body).toMatch(/Sitemap: http:\/\/cadeaubon-be\.localhost:\d+\/sitemap\.xml/)
  })
})
