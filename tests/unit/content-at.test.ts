import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pathnames } from '@/i18n/pathnames'
import { contentAt } from '@/server/storefronts/content-at'

const localeRoot = path.resolve(import.meta.dirname, '../../src/app/(frontend)/[store]/[locale]')

/** Every page and route handler under a store's language, as its route (groups left out). */
function appRoutes(): string[] {
  const files = fs.readdirSync(localeRoot, { recursive: true }) as string[]
  return files
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\([^)]+\)/g, '').replace(/\/\.$/, ''))
    .map((route) => route || '/')
}

describe('the paths the proxy may send to the one cached 404', () => {
  it('are read against every route of the app: each is a pathname it knows', () => {
    const known = new Set<string>(Object.keys(pathnames))
    const routes = appRoutes()
    expect(routes.length).toBeGreaterThan(40)
    // The catch-all's folder is [...rest]; pathnames name it [...path].
    const missing = routes.filter((route) => route !== '/[...rest]' && !known.has(route))
    expect(missing).toEqual([])
  })

  it('gives the landing page a path only the catch-all serves can be', () => {
    expect(contentAt('/x1b2c3/')).toEqual({ collections: ['pages'], slug: 'x1b2c3' })
    expect(contentAt('/a/b/')).toEqual({ collections: ['pages'], slug: 'a/b' })
    expect(contentAt('/caf%C3%A9/')).toEqual({ collections: ['pages'], slug: 'café' })
    expect(contentAt('/404/')).toBeNull()
  })

  it('gives the document a content route’s segment names', () => {
    expect(contentAt('/gift-cards/some-product/')).toEqual({
      collections: ['products', 'brands'],
      slug: 'some-product',
    })
    expect(contentAt('/category/food/')).toEqual({ collections: ['categories'], slug: 'food' })
    expect(contentAt('/blog/2026/post/')).toEqual({
      collections: ['blog-posts'],
      slug: '2026/post',
    })
    expect(contentAt('/giving-moments/noel')).toEqual({
      collections: ['giving-moments'],
      slug: 'noel',
    })
  })

  it('leaves every other route alone: fixed paths, the list’s pages, other dynamic segments', () => {
    for (const internal of [
      '/',
      '/gift-cards/',
      '/gift-cards/2/',
      '/gift-cards/9999/',
      '/gift-cards/some-product/locations/',
      '/gift-cards/some-product/locations/paris/',
      '/category/all/',
      '/category/food/3/',
      '/category/food/filter/',
      '/business/',
      '/business/a/b/',
      '/blog/',
      '/doubler/thank-you/',
      '/checkout/0b7c6f0e-1d2a-4c1e-9a55-3d1f0f0b1c2d/',
      '/redeem/customer-support/',
    ]) {
      expect(contentAt(internal), internal).toBeNull()
    }
  })

  it('renders a path it cannot decode as before', () => {
    expect(contentAt('/%E0%A4%A/')).toBeNull()
    expect(contentAt('/gift-cards/%E0%A4%A/')).toBeNull()
  })
})
