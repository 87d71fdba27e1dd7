import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { ServerClient } from './support/client'
import { withDatabase } from './support/database'

type Texts = { NotFound: { title: string }; SearchResults: { tooMany: string } }
/** The shop's texts in a language (Playwright loads no JSON modules). */
const texts = (locale: string): Texts =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, `../../src/i18n/messages/${locale}/chrome.json`),
      'utf8',
    ),
  ) as Texts
const [fr, nl] = [texts('fr'), texts('nl')]

/** Where Next keeps its data cache without Redis (the e2e server's case): one file per entry. */
const dataCacheDir = path.resolve(import.meta.dirname, '../../.next/cache/fetch-cache')
const dataCacheEntries = () =>
  fs.existsSync(dataCacheDir) ? fs.readdirSync(dataCacheDir).length : 0

const made = () => `x${randomUUID().replaceAll('-', '').slice(0, 12)}`

/** Runs `each` over the items, `width` at a time (a flood, not a queue of one). */
async function flood<T>(items: T[], width: number, each: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await each(items[next++]!)
  }
  await Promise.all(Array.from({ length: width }, worker))
}

/** The digest of a route's own notFound() answer in its RSC payload. */
const ROUTE_NOT_FOUND = 'NEXT_HTTP_ERROR_FALLBACK;404'

test.describe('issue 35 point 4: paths a visitor makes up are 404s that keep nothing', () => {
  test('hundreds of unknown paths leave the data cache as it was, each the shop’s 404', async () => {
    const category = await withDatabase(async (db) => {
      const { rows } = await db.query<{ slug: string }>(
        `SELECT l.slug FROM categories_locales l JOIN categories c ON c.id = l._parent_id
         WHERE l._locale = 'fr' AND c._status = 'published' LIMIT 1`,
      )
      return rows[0]!.slug
    })
    // Every route whose segment is looked up: pages, products and brands, categories and their
    // pages past the end, blog posts, moments, redeem info; in both languages.
    const kinds = [
      () => ({ url: `/${made()}/`, title: fr.NotFound.title }),
      (n: number) => ({ url: `/nl/${made()}/${n}/`, title: nl.NotFound.title }),
      () => ({ url: `/cartes-cadeaux/${made()}/`, title: fr.NotFound.title }),
      (n: number) => ({ url: `/cartes-cadeaux/${1000 + n}/`, title: fr.NotFound.title }),
      () => ({ url: `/categorie/${made()}/`, title: fr.NotFound.title }),
      (n: number) => ({ url: `/categorie/${category}/${1000 + n}/`, title: fr.NotFound.title }),
      () => ({ url: `/blog/${made()}/`, title: fr.NotFound.title }),
      () => ({ url: `/nl/geefmomenten/${made()}/`, title: nl.NotFound.title }),
      () => ({ url: `/verifier-solde/info/${made()}/`, title: fr.NotFound.title }),
    ]
    const client = new ServerClient()
    // Each kind once first: the lists of slugs and counts they read are cached by then.
    for (const kind of kinds) expect((await client.fetch(kind(0).url)).status).toBe(404)
    const before = dataCacheEntries()
    const paths = Array.from({ length: 270 }, (_, n) => kinds[n % kinds.length]!(n))
    await flood(paths, 6, async ({ url, title }) => {
      const answer = await client.fetch(url)
      expect(answer.status, url).toBe(404)
      // A made-up path is the store's /404/ page in HTML; a route's own notFound() (a page past
      // the end) is Next's not-found answer, whose boundary asks that page's content once the
      // browser draws it (storefront.e2e: the list page past its end).
      expect(answer.body.includes(title) || answer.body.includes(ROUTE_NOT_FOUND), url).toBe(true)
    })
    // Other specs run beside this one and may cache a page or two of their own.
    expect(dataCacheEntries() - before).toBeLessThan(10)
  })
})

const productList = `productList(userData: $userData, paging: { itemsPerPage: 100 }) {
  products { id title description path variations { id } } }`

test.describe('issue 35 point 4: the gateway keys answers on what they depend on', () => {
  test('hundreds of made-up operation names share one cached answer', async () => {
    const client = new ServerClient()
    const ask = (name: string) =>
      client.gatewayRaw(`query ${name}($userData: UserDataInput!) { ${productList} }`)
    const first = await ask('Warm')
    expect((first.json as { data?: unknown }).data, first.body).toBeTruthy()
    // The cache's key of an answer it kept (the response cache plugin's ETag): one entry each.
    const key = first.headers.get('etag')
    expect(key).toMatch(/^store:52:[0-9a-f]{64}$/)
    const keys = new Set<string | null>()
    await flood(
      Array.from({ length: 500 }, () => `Made_Up_${made()}`),
      8,
      async (name) => {
        const answer = await ask(name)
        expect(answer.status).toBe(200)
        keys.add(answer.headers.get('etag'))
      },
    )
    expect([...keys]).toEqual([key])
  })
})

test.describe('issue 35 point 10: the search page has a limit per address', () => {
  test('thirty searches a minute, then the shopper is told so in their language', async () => {
    const client = new ServerClient()
    const search = (prefix: string) => client.fetch(`${prefix}?s=lumiere`)
    const answers = await Promise.all(Array.from({ length: 30 }, () => search('/recherche/')))
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body).not.toContain(fr.SearchResults.tooMany)
    }
    for (const [prefix, texts] of [
      ['/recherche/', fr],
      ['/nl/zoeken/', nl],
    ] as const) {
      const refused = await search(prefix)
      expect(refused.status).toBe(200)
      expect(refused.body).toContain(texts.SearchResults.tooMany)
    }
    // Another address searches as before.
    const other = await new ServerClient().fetch('/recherche/?s=lumiere')
    expect(other.body).not.toContain(fr.SearchResults.tooMany)
  })
})
