import { describe, expect, it } from 'vitest'

import { isStorableText } from '@/commerce/domain/storable-text'
import { unstorableTextPaths } from '@/commerce/gateway/storable-text'
import { jsonNestsDeeperThan } from '@/server/json-depth'

describe('point 7: strings Postgres cannot store', () => {
  it.each([
    ['plain text', 'Joyeux anniversaire', true],
    ['accents, emoji (a surrogate pair) and a tab', 'Élodie 🎁\tà Noël', true],
    ['a NUL', 'Anne\u0000', false],
    ['a lone high surrogate', 'Anne\uD83C', false],
    ['a lone low surrogate', '\uDF81Anne', false],
    ['a pair the wrong way round', '\uDF81\uD83C', false],
  ])('%s → %s', (_name, text, expected) => {
    expect(isStorableText(text)).toBe(expected)
  })

  it('names every bad string by its path, in arrays and objects alike', () => {
    const args = Object.assign(Object.create(null) as object, {
      userData: { language: 'fr', countryCode: 'FR' },
      inputText: 'ok',
      package: {
        message: 'Bon\u0000anniversaire',
        receivers: [{ name: 'Anne' }, { name: 'Paul\uD800', email: 'paul@example.com' }],
        amount: 2500,
        wrapperId: null,
      },
    })
    expect(unstorableTextPaths(args)).toEqual(['package.message', 'package.receivers.1.name'])
    expect(unstorableTextPaths('\u0000')).toEqual([''])
    expect(unstorableTextPaths({ amount: 1, flag: true, none: null })).toEqual([])
  })
})

describe('point 7: JSON nesting depth of a request body', () => {
  const nested = (depth: number) => `{"variables":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`

  it('counts objects and arrays, and only them', () => {
    expect(jsonNestsDeeperThan(nested(30), 32)).toBe(false)
    expect(jsonNestsDeeperThan(nested(31), 32)).toBe(true)
    expect(jsonNestsDeeperThan(nested(10_000), 32)).toBe(true)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ query: `{ a { b } } "[[[[[" \\" {{{{`, variables: {} })
    expect(jsonNestsDeeperThan(text, 2)).toBe(false)
    expect(jsonNestsDeeperThan(text, 1)).toBe(true)
    expect(jsonNestsDeeperThan('{"a":"\\\\"}', 1)).toBe(false)
    expect(jsonNestsDeeperThan('{"a":"\\\\",[{}]}', 2)).toBe(true)
  })
})
