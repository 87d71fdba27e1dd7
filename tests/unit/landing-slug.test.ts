import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pathnames } from '@/i18n/pathnames'
import { landingPageSlug } from '@/server/storefronts/landing-slug'

const localeRoot = path.resolve(import.meta.dirname, '../../src/app/(frontend)/[store]/[locale]')

/** Every page and route handler under a store's language, as its route (groups left out). */
function appRoutes(): string[] {
  const files = fs.readdirSync(localeRoot, { recursive: true }) as string[]
  return files
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\([^)]+\)/g, '').replace(/\/\.$/, ''))
    .map((route) => route || '/')
}

describe('the paths the proxy sends to the one cached 404', () => {
  it('are the catch-all’s only: every other route of the app is a pathname it knows', () => {
    const known = new Set<string>(Object.keys(pathnames))
    const routes = appRoutes()
    expect(routes.length).toBeGreaterThan(40)
    // The catch-all's folder is [...rest]; pathnames name it [...path].
    const missing = routes.filter((route) => route !== '/[...rest]' && !known.has(route))
    expect(missing).toEqual([])
  })

  it('gives the slug of a path only the catch-all serves', () => {
    expect(landingPageSlug('/x1b2c3/')).toBe('x1b2c3')
    expect(landingPageSlug('/a/b/')).toBe('a/b')
    expect(landingPageSlug('/caf%C3%A9/')).toBe('café')
    expect(landingPageSlug('/404/')).toBeNull()
  })

  it('leaves every other route alone, its dynamic segments included', () => {
    for (const internal of [
      '/',
      '/gift-cards/',
      '/gift-cards/some-product/',
      '/gift-cards/some-product/locations/paris/',
      '/category/all/',
      '/category/food/3/',
      '/business/',
      '/business/a/b/',
      '/blog/2026/post/',
      '/doubler/thank-you/',
      '/checkout/0b7c6f0e-1d2a-4c1e-9a55-3d1f0f0b1c2d/',
      '/redeem/customer-support/',
    ]) {
      expect(landingPageSlug(internal), internal).toBeNull()
    }
  })

  it('renders a path it cannot decode as before', () => {
    expect(landingPageSlug('/%E0%A4%A/')).toBeNull()
  })
})
