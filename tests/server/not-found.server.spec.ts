import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { ServerClient } from './support/client'
import { requestAs } from './support/hosts'
import { frenchStoreRow, json, publishLandingPage } from './support/rest'
import { signedInStaff } from './support/staff'

type Texts = { NotFound: { title: string } }
const title = (locale: string) =>
  (
    JSON.parse(
      fs.readFileSync(
        path.resolve(import.meta.dirname, `../../src/i18n/messages/${locale}/chrome.json`),
        'utf8',
      ),
    ) as Texts
  ).NotFound.title

const made = () => `x${randomUUID().replaceAll('-', '').slice(0, 12)}`

test.describe('issue 35 point 4, issue 39 point 4: a made-up path is the store’s one cached 404', () => {
  test('hundreds of made-up paths are each the 404 page, served from one cached render', async () => {
    const client = new ServerClient()
    // The first asks render each store's and language's 404 once.
    for (const prefix of ['', '/nl']) await client.fetch(`${prefix}/${made()}/`)
    const { body: first } = await client.fetch(`/${made()}/`)
    for (let n = 0; n < 200; n++) {
      const [prefix, locale] = n % 2 ? ['/nl', 'nl'] : ['', 'fr']
      const depth = n % 3 ? `/${made()}` : ''
      const answer = await client.fetch(`${prefix}/${made()}${depth}/`)
      expect(answer.status).toBe(404)
      expect(answer.body).toContain(title(locale))
      expect(answer.headers.get('x-nextjs-cache'), `${prefix}/…`).toBe('HIT')
    }
    // The same bytes for every French path: nothing of the path is in the page.
    expect((await client.fetch(`/${made()}/`)).body).toBe(first)
  })

  test('the 404 page is in the document itself, for crawlers and browsers without JavaScript', async () => {
    const client = new ServerClient()
    for (const [prefix, locale, lang] of [
      ['', 'fr', 'fr-FR'],
      ['/nl', 'nl', 'nl-FR'],
    ] as const) {
      await client.fetch(`${prefix}/${made()}/`)
      const { status, body } = await client.fetch(`${prefix}/${made()}/`)
      expect(status).toBe(404)
      // Markup, not only the RSC payload (where a `notFound()` answer has it: an empty body).
      expect(body).toContain(`<html lang="${lang}"`)
      expect(body).toMatch(new RegExp(`<h1[^>]*>${title(locale)}</h1>`))
      expect(body).toMatch(/<header[^>]*>[\s\S]*<\/header>/)
      expect(body).toContain('<meta name="robots" content="noindex"/>')
    }
  })

  test('a made-up product, brand, category, post or giving moment is the same cached 404 page', async () => {
    const client = new ServerClient()
    const routes = [
      '/cartes-cadeaux/',
      '/categorie/',
      '/blog/',
      '/blog/2026/',
      '/offrir-un-moment/',
    ]
    for (const route of routes) await client.fetch(`${route}${made()}/`)
    for (const route of routes) {
      const answer = await client.fetch(`${route}${made()}/`)
      expect(answer.status, route).toBe(404)
      expect(answer.body).toMatch(new RegExp(`<h1[^>]*>${title('fr')}</h1>`))
      expect(answer.headers.get('x-nextjs-cache'), route).toBe('HIT')
    }
    // What those routes do have is served: a product, the list's second page, a category.
    for (const known of [
      '/cartes-cadeaux/bistrot-du-port/',
      '/cartes-cadeaux/2/',
      '/categorie/restaurants/',
    ])
      expect((await client.fetch(known)).status, known).toBe(200)
  })

  test('each store has its own: the Belgian host’s is in its languages', async () => {
    await requestAs('cadeaubon-be.localhost', `/${made()}/`)
    const answer = await requestAs('cadeaubon-be.localhost', `/${made()}/`)
    expect(answer.status).toBe(404)
    expect(answer.body).toContain(title('nl'))
    expect(answer.headers['x-nextjs-cache']).toBe('HIT')
  })

  test('the bench’s Lighthouse floor is the 404 page on a server not started for the bench', async () => {
    // BENCH_FRAMEWORK_FLOOR is unset on the test server: its path is an unknown storefront path.
    const answer = await new ServerClient().fetch('/framework-floor/')
    expect(answer.status).toBe(404)
    expect(answer.body).toContain(title('fr'))
  })

  test('a page published at a new path, and a redirect made at one, are served at once', async () => {
    const admin = await signedInStaff()
    const store = await frenchStoreRow(admin)
    const [slug, old] = [`nieuw-${made()}`, `ancien-${made()}`]
    const visitor = new ServerClient()
    // Asked before they exist: 404s, the store's list of pages now kept by the proxy.
    expect((await visitor.fetch(`/${slug}/`)).status).toBe(404)
    expect((await visitor.fetch(`/${old}/`)).status).toBe(404)
    const page = await publishLandingPage(admin, store, `Nouvelle ${slug}`, slug)
    expect(page.status, page.body).toBe(201)
    const redirect = await admin.fetch(
      '/api/redirects/?depth=0',
      json('POST', { from: `/${old}/`, to: '/livraison/', permanent: false, store }),
    )
    expect(redirect.status, redirect.body).toBe(201)
    const ids = {
      pages: (page.json as { doc: { id: number } }).doc.id,
      redirects: (redirect.json as { doc: { id: number } }).doc.id,
    }
    try {
      const shown = await visitor.fetch(`/${slug}/`)
      expect(shown.status).toBe(200)
      expect(shown.body).toContain(`Nouvelle ${slug}`)
      const moved = await visitor.fetch(`/${old}/`)
      expect(moved.status).toBe(307)
      expect(moved.headers.get('location')).toMatch(/\/livraison\/$/)
    } finally {
      for (const [collection, id] of Object.entries(ids))
        await admin.fetch(`/api/${collection}/${id}/`, { method: 'DELETE' })
    }
  })
})
