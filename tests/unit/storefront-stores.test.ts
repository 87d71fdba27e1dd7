import { describe, expect, it } from 'vitest'

import { ownCountryProblem } from '@/collections/stores/own-country'
import { atServerUrl, isLocalUrl, shopCombinations } from '@/seed/data/shops'

const entry = (country: string, languages: [string, boolean][]) => ({
  country,
  languagesCombinations: languages.map(([languageCode, isDefault]) => ({
    languageCode,
    isDefault,
  })),
})

describe("a store's own country (its locales)", () => {
  it('takes one entry of known languages with one default', () => {
    expect(
      ownCountryProblem('BE', [
        entry('FR', []),
        entry('BE', [
          ['nl', true],
          ['fr', false],
        ]),
      ]),
    ).toBeNull()
  })

  it('names what is wrong', () => {
    expect(ownCountryProblem('BE', [entry('FR', [['fr', true]])])).toEqual({
      rule: 'ownCountryMissing',
    })
    expect(ownCountryProblem('NL', null)).toEqual({ rule: 'ownCountryMissing' })
    expect(
      ownCountryProblem('NL', [entry('NL', [['nl', true]]), entry('NL', [['nl', true]])]),
    ).toEqual({
      rule: 'ownCountryTwice',
    })
    expect(
      ownCountryProblem('NL', [
        entry('NL', [
          ['nl', true],
          ['en', false],
        ]),
      ]),
    ).toEqual({
      rule: 'unknownLanguage',
      language: 'en',
    })
    expect(ownCountryProblem('NL', [entry('NL', [['nl', false]])])).toEqual({
      rule: 'defaultLanguage',
    })
    expect(
      ownCountryProblem('BE', [
        entry('BE', [
          ['nl', true],
          ['fr', true],
        ]),
      ]),
    ).toEqual({
      rule: 'defaultLanguage',
    })
  })
})

describe("the shops' URLs in the seed's switchers", () => {
  const urls = (serverUrl: string) => shopCombinations(serverUrl).map(({ url }) => url)

  it('are the production domains on a public server', () => {
    expect(isLocalUrl('https://shop.example.com')).toBe(false)
    expect(urls('https://shop.example.com')).toEqual([
      'https://www.cartecadeau.fr/',
      'https://www.cadeaubon.be/',
      'https://www.cadeaubon.nl/',
    ])
  })

  it('are the development aliases on the local port, CBFR on SERVER_URL itself', () => {
    expect(urls('http://localhost:3462')).toEqual([
      'http://localhost:3462/',
      'http://cadeaubon-be.localhost:3462/',
      'http://cadeaubon-nl.localhost:3462/',
    ])
    expect(isLocalUrl('http://cartecadeau.localhost:3000')).toBe(true)
  })

  it('leave the other countries of a store as they are', () => {
    const german = { country: 'DE', url: 'https://www.geschenkkarte.example.de/' }
    expect(
      atServerUrl(
        [{ country: 'BE', url: 'https://old.example.be/' }, german],
        'http://localhost:3000',
      ),
    ).toEqual([{ country: 'BE', url: 'http://cadeaubon-be.localhost:3000/' }, german])
  })
})
