import { describe, expect, it } from 'vitest'

import {
  MAX_REDIRECT_LENGTH,
  safeRedirect,
  safeRedirectPath,
} from '@/commerce/domain/safe-redirect'

/** Targets a phishing link would carry: each leads off the site, or is no path from the root. */
const hostile: string[] = [
  // Another host, named outright or scheme-relative.
  'https://evil.example/',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE/',
  '//evil.example/',
  '///evil.example/',
  '////evil.example/',
  '//evil.example:443/paiement/',
  // Backslashes, which browsers read as slashes in http(s) URLs.
  '/\\evil.example/',
  '\\/evil.example/',
  '\\\\evil.example/',
  '/\\/evil.example/',
  'https:\\\\evil.example/',
  // Tabs, newlines and other controls, which browsers drop or strip.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example/',
  ' //evil.example/',
  '\u0000//evil.example/',
  '\u001f//evil.example/',
  '/\t\\evil.example/',
  // Dot segments that normalise into a host.
  '/.//evil.example/',
  '/..//evil.example/',
  '/a/../..//evil.example/',
  '/%2e//evil.example/',
  '/%2E%2E//evil.example/',
  // Schemes: the same as the site's and others.
  'http:evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https:/\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:victim@example.com',
  'ftp://evil.example/',
  'file:///etc/passwd',
  // Userinfo, ports and lookalike hosts.
  '//shop.example@evil.example/',
  'https://shop.example@evil.example/',
  'https://shop.example.evil.example/',
  '//evil.example%2F@shop.example/',
  '//évil.example/',
  '//xn--vil-bma.example/',
  '//evil。example/',
  '//127.0.0.1/',
  '//[::1]/',
  '//0x7f.1/',
  // Stand-ins the helper resolves against, named to slip through.
  'https://a.redirect.invalid//evil.example/',
  '//a.redirect.invalid/paiement/',
  // No path from the root: relative paths, a query or a fragment alone.
  'paiement/',
  './paiement/',
  '../paiement/',
  'evil.example',
  '?callback=//evil.example',
  '#//evil.example',
  // Nothing at all.
  '',
  ' ',
  '\t',
]

/** Paths of this site as links carry them, and what a browser makes of them. */
const legitimate: [target: string, path: string][] = [
  ['/', '/'],
  ['/paiement/', '/paiement/'],
  ['/cartes-cadeaux/bistrot-du-port/', '/cartes-cadeaux/bistrot-du-port/'],
  ['/nl/cadeaukaarten/', '/nl/cadeaukaarten/'],
  ['/paiement/?step=2#top', '/paiement/?step=2#top'],
  [
    '/cartes-cadeaux/filtrer/?categorie=noel&page=2',
    '/cartes-cadeaux/filtrer/?categorie=noel&page=2',
  ],
  ['/compte/donnees/#address', '/compte/donnees/#address'],
  ['/recherche/?q=été', '/recherche/?q=%C3%A9t%C3%A9'],
  ['/idées-cadeaux/', '/id%C3%A9es-cadeaux/'],
  ['/cartes cadeaux/', '/cartes%20cadeaux/'],
  ['/a/../b/', '/b/'],
  ['/./paiement/', '/paiement/'],
  ['/pa\tiement/', '/paiement/'],
  ['/%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
  ['/%5Cevil.example/', '/%5Cevil.example/'],
  ['/%09/evil.example', '/%09/evil.example'],
  ['/@evil.example', '/@evil.example'],
  ['/paiement/?next=https://evil.example/', '/paiement/?next=https://evil.example/'],
  ['  /paiement/  ', '/paiement/'],
]

describe('a redirect target from a request', () => {
  it.each(hostile)('is refused when it leaves the site or is no path: %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull()
    expect(safeRedirect(target, '/nl/')).toBe('/nl/')
  })

  it.each(legitimate)('keeps a path of this site, normalised: %j', (target, path) => {
    expect(safeRedirectPath(target)).toBe(path)
    expect(safeRedirect(target, '/nl/')).toBe(path)
  })

  it('answers a path a browser opens on this site, and the same path again', () => {
    for (const [target] of legitimate) {
      const path = safeRedirectPath(target)!
      const opened = new URL(path, 'https://shop.example/api/exit-preview/')
      expect(opened.origin, target).toBe('https://shop.example')
      expect(`${opened.pathname}${opened.search}${opened.hash}`, target).toBe(path)
      expect(safeRedirectPath(path), target).toBe(path)
    }
  })

  it('takes the fallback when there is no target, or one too long to be a link', () => {
    expect(safeRedirect(null, '/')).toBe('/')
    expect(safeRedirect(undefined, '/')).toBe('/')
    const long = `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`
    expect(safeRedirectPath(long.slice(0, MAX_REDIRECT_LENGTH))).not.toBeNull()
    expect(safeRedirectPath(long)).toBeNull()
  })
})
