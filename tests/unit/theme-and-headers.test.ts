import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { THEME_DEFAULTS } from '@/collections/stores/theme-defaults'

import { htmlLang, themeVariables } from '@/components/theme'
import { contentSecurityPolicy, securityHeaders } from '@/server/security-headers'

describe('store theme', () => {
  it('maps the theme colours to CSS variables', () => {
    const theme = {
      brand: '#111111',
      brandContrast: '#fffff0',
      accent: '#222222',
      text: '#333333',
      background: '#fefefe',
      muted: '#444444',
    }
    expect(themeVariables({ theme })).toEqual({
      '--store-brand': '#111111',
      '--store-brand-contrast': '#fffff0',
      '--store-accent': '#222222',
      '--store-text': '#333333',
      '--store-background': '#fefefe',
      '--store-muted': '#444444',
    })
  })

  it('leaves out the colours globals.css gives by default, and the style for a default theme', () => {
    const theme = { ...THEME_DEFAULTS, accent: '#222222', muted: '#F5F2EE' }
    expect(themeVariables({ theme })).toEqual({ '--store-accent': '#222222' })
    expect(themeVariables({ theme: { ...THEME_DEFAULTS } })).toBeUndefined()
  })

  it('defaults to the colours of globals.css’s :root', () => {
    const css = fs.readFileSync('src/app/(frontend)/globals.css', 'utf8')
    const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')))
    const declared = Object.fromEntries(
      [...root.matchAll(/(--store-[a-z-]+): (#[0-9a-f]+);/g)].map(([, name, value]) => [
        name,
        value,
      ]),
    )
    expect(themeVariables({ theme: { ...THEME_DEFAULTS, brand: '#000000' } })).toEqual({
      '--store-brand': '#000000',
    })
    expect(declared).toEqual({
      '--store-brand': THEME_DEFAULTS.brand,
      '--store-brand-contrast': THEME_DEFAULTS.brandContrast,
      '--store-accent': THEME_DEFAULTS.accent,
      '--store-text': THEME_DEFAULTS.text,
      '--store-background': THEME_DEFAULTS.background,
      '--store-muted': THEME_DEFAULTS.muted,
    })
  })

  it('writes a page language for the store country', () => {
    expect(htmlLang('fr', { country: 'FR' })).toBe('fr-FR')
    expect(htmlLang('nl', { country: 'FR' })).toBe('nl-FR')
    expect(htmlLang('fr', { country: 'BE' })).toBe('fr-BE')
    expect(htmlLang('nl', { country: 'be' })).toBe('nl-BE')
  })
})

describe('security headers', () => {
  const header = (development: boolean, key: string) =>
    securityHeaders(development).find((h) => h.key === key)?.value

  it('only let the admin (same origin) frame the storefront', () => {
    expect(header(false, 'Content-Security-Policy')).toContain("frame-ancestors 'self'")
    expect(header(false, 'X-Frame-Options')).toBe('SAMEORIGIN')
  })

  it('let the payment simulator’s form return to the store paid in, and nowhere else', () => {
    expect(contentSecurityPolicy(false, ['http://cadeaubon-be.localhost:3000'])).toMatch(
      /; form-action 'self' http:\/\/cadeaubon-be\.localhost:3000$/,
    )
    expect(header(false, 'Content-Security-Policy')).toMatch(/; form-action 'self'$/)
  })

  it('allow the tag manager’s container and GA4’s library and collectors, by path, nothing wider', () => {
    const directive = (name: string) =>
      contentSecurityPolicy(false)
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1)
    expect(directive('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://www.googletagmanager.com/gtm.js',
      'https://www.googletagmanager.com/gtag/js',
    ])
    const collectors = ['https://*.google-analytics.com', 'https://*.analytics.google.com']
    expect(directive('connect-src')).toEqual(["'self'", ...collectors])
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:', ...collectors])
  })

  it('allow eval only in development', () => {
    expect(header(false, 'Content-Security-Policy')).not.toContain('unsafe-eval')
    expect(header(true, 'Content-Security-Policy')).toContain('unsafe-eval')
  })
})

describe("Payload's client hints (issue 22 point 6)", () => {
  it('are asked for on the admin only: a first visit to the shop is not fetched twice', async () => {
    const { default: config } = await import('../../next.config')
    const rules = await config.headers()
    const keysFor = (source: string) =>
      rules
        .filter((rule) => rule.source === source)
        .flatMap((rule) => rule.headers.map((header) => header.key.toLowerCase()))
    const shop = '/((?!api/payments/local/).*)'
    expect(keysFor(shop)).toContain('content-security-policy')
    expect(keysFor('/api/payments/local/:path*')).not.toContain('content-security-policy')
    expect(keysFor(shop)).not.toContain('critical-ch')
    expect(keysFor('/:path*')).not.toContain('accept-ch')
    expect(keysFor('/admin/:path*')).toEqual(expect.arrayContaining(['accept-ch', 'critical-ch']))
  })
})
