import { describe, expect, it } from 'vitest'

import { hostNameOf, isHostName } from '@/commerce/domain/host-name'

describe('host names', () => {
  it.each([
    ['cadeaubon.be', 'cadeaubon.be'],
    ['CadeauBon.BE:443', 'cadeaubon.be'],
    ['cadeaubon-nl.localhost:3000', 'cadeaubon-nl.localhost'],
    ['cartecadeau.fr.', 'cartecadeau.fr'],
    ['localhost', 'localhost'],
  ])('reads the Host header %s as %s', (header, name) => {
    expect(hostNameOf(header)).toBe(name)
  })

  it.each([
    null,
    '',
    '[::1]:3000',
    'evil.example/x',
    'a_b.example',
    '-a.example',
    'a..b',
    'x'.repeat(254),
  ])('selects no store for %s', (header) => {
    expect(hostNameOf(header)).toBeUndefined()
  })

  it('accepts only lower-case names as stored hosts', () => {
    expect(isHostName('cartecadeau.localhost')).toBe(true)
    expect(isHostName('CarteCadeau.fr')).toBe(false)
    expect(isHostName('cartecadeau.fr:3000')).toBe(false)
  })
})
