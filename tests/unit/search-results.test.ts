import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { SEARCH_TEXT_MAX_LENGTH, searchTextSchema } from '@/commerce/domain/search'
import { searchTermOf } from '@/components/search-results/search-term'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import { localizedPath } from '@/i18n/paths'

const long = 'a'.repeat(SEARCH_TEXT_MAX_LENGTH + 1)

describe('issue 24 point 5: the results page’s term (s)', () => {
  it.each<[string, string | string[] | undefined, ReturnType<typeof searchTermOf>]>([
    ['a term', 'lumiere', { kind: 'term', text: 'lumiere' }],
    [
      'a term with spaces around, trimmed',
      '  librairie lumière ',
      { kind: 'term', text: 'librairie lumière' },
    ],
    [
      '100 characters inside spaces',
      ` ${'a'.repeat(100)} `,
      { kind: 'term', text: 'a'.repeat(100) },
    ],
    ['the first of a repeated s', ['spa', 'cinema'], { kind: 'term', text: 'spa' }],
    ['no s', undefined, { kind: 'none' }],
    ['an empty s', '', { kind: 'none' }],
    ['only spaces', '   ', { kind: 'none' }],
    ['an empty repeated s', [], { kind: 'none' }],
    ['101 characters', long, { kind: 'tooLong', text: long }],
    ['a NUL, which Postgres cannot compare', 'spa\u0000', { kind: 'none' }],
    ['a lone surrogate', 'spa\uD800', { kind: 'none' }],
    ['too long and a NUL', `${long}\u0000`, { kind: 'none' }],
  ])('%s', (_name, param, expected) => {
    expect(searchTermOf(param)).toEqual(expected)
  })

  it('follows the same rule as search_v1’s inputText, whose messages name it', () => {
    const gateway = searchTextSchema('inputText')
    expect(gateway.parse(' spa ')).toBe('spa')
    expect(gateway.safeParse(' ').error?.issues.map((issue) => issue.message)).toEqual([
      'inputText is required',
    ])
    expect(gateway.safeParse(long).error?.issues.map((issue) => issue.message)).toEqual([
      'inputText is at most 100 characters',
    ])
  })

  it('lives at /recherche/ in French and /nl/zoeken/ in Dutch', () => {
    expect(localizedPath('fr', '/search', 'fr')).toBe('/recherche/')
    expect(localizedPath('nl', '/search', 'fr')).toBe('/nl/zoeken/')
    expect(localizedPath('nl', '/search', 'nl')).toBe('/zoeken/')
  })
})

describe('the results page’s texts', () => {
  it('exist in French, Dutch and English alike', () => {
    const keys = Object.keys(fr.SearchResults).sort()
    expect(Object.keys(nl.SearchResults).sort()).toEqual(keys)
    expect(Object.keys(en.SearchResults).sort()).toEqual(keys)
  })

  it('count the results for the term in each language', () => {
    const count = (locale: 'fr' | 'nl', messages: typeof fr, n: number) =>
      createTranslator({ locale, messages, namespace: 'SearchResults' })('count', {
        count: n,
        term: 'lumiere',
      })
    expect(count('fr', fr, 1)).toBe('1 résultat pour « lumiere »')
    expect(count('fr', fr, 3)).toBe('3 résultats pour « lumiere »')
    expect(count('nl', nl, 3)).toBe('3 resultaten voor ‘lumiere’')
  })
})
