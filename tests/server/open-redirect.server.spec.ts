import { request } from 'node:http'

import { expect, test } from '@playwright/test'

import { previewSecret } from '@/collections/shared/preview'

import { ServerClient, serverUrl } from './support/client'
import { buyerDetails, payOrder, placeOrder, productId } from './support/orders'
import { signedInAs } from './support/staff'

const origin = new URL(serverUrl).origin

/** Targets a phishing link carries in a query string, as the server decodes them. */
const HOSTILE = [
  '/\\evil.example/',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example/',
  '//evil.example/',
  '///evil.example/',
  '\\\\evil.example/',
  '/\\/evil.example/',
  '/.//evil.example/',
  '/..//evil.example/',
  '/a/../..//evil.example/',
  '/%2e//evil.example/',
  'https://evil.example/',
  'HTTPS:\\\\evil.example',
  'http:evil.example',
  'https:evil.example',
  'https:/\\evil.example',
  'javascript:alert(document.domain)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//localhost@evil.example/',
  `${origin}@evil.example/`,
  '//évil.example/',
  '//evil。example/',
  'evil.example',
  '\u0000//evil.example/',
]

/** Paths of this site, with their query strings and French words, that keep working as given. */
const LEGITIMATE = [
  '/',
  '/cartes-cadeaux/',
  '/nl/cadeaubonnen/',
  '/cartes-cadeaux/filtrer/?categorie=noel&page=2',
  '/verifier-solde/?code=ABC#saisie',
]

/**
 * Where a browser goes from an answer: nowhere (no redirect, or a refusal), or a page of this
 * origin, the Location read as browsers read it (WHATWG URL, against the address asked).
 */
function expectStaysHere(status: number, location: string | null, asked: string) {
  if (status < 300 || status >= 400) {
    expect(location, asked).toBeNull()
    return
  }
  expect(location, asked).not.toBeNull()
  expect(location, asked).not.toMatch(/[\\\u0000-\u001f\u007f]/)
  // A path asked is read as this server's (not `//host/` against it, as new URL would).
  const page = new URL(asked.startsWith('/') ? `${origin}${asked}` : asked)
  expect(new URL(location!, page).origin, `${asked} → ${location}`).toBe(origin)
}

const query = (values: Record<string, string>) => `?${new URLSearchParams(values)}`

/** The parameters a redirect's target goes by, all holding `value`. */
const named = (names: string[], value: string) =>
  Object.fromEntries(names.map((name) => [name, value]))

/** A GET of a request target sent as written (fetch would normalise `//host` and backslashes). */
const rawGet = (target: string) =>
  new Promise<{ status: number; location: string | null }>((resolve, reject) => {
    const { hostname, port } = new URL(serverUrl)
    const sent = request({
      host: '127.0.0.1',
      port,
      path: target,
      headers: { host: `${hostname}:${port}` },
    })
    sent.on('response', (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null })
    })
    sent.on('error', reject)
    sent.end()
  })

test.describe('issue 35 point 1: no redirect leads off the shop', () => {
  test('exit preview: a foreign target goes home, a path of the site is kept', async () => {
    const client = new ServerClient()
    for (const target of HOSTILE) {
      const asked = `/api/exit-preview/${query({ path: target })}`
      const answer = await client.send(asked)
      expectStaysHere(answer.status, answer.headers.get('location'), asked)
      expect(answer.headers.get('location'), asked).toBe('/')
    }
    for (const path of LEGITIMATE) {
      const answer = await client.send(`/api/exit-preview/${query({ path })}`)
      expect([answer.status, answer.headers.get('location')], path).toEqual([307, path])
    }
  })

  test('preview: a foreign target is refused first, even to an editor with the secret', async () => {
    const editor = await signedInAs('editor')
    const anonymous = new ServerClient()
    const secret = previewSecret()
    for (const target of HOSTILE) {
      for (const [client, values] of [
        [anonymous, { path: target }],
        [anonymous, { path: target, secret }],
        [editor, { path: target, secret }],
      ] as const) {
        const asked = `/api/preview/${query(values)}`
        const answer = await client.fetch(asked)
        expect(answer.status, asked).toBe(400)
        expectStaysHere(answer.status, answer.headers.get('location'), asked)
      }
    }
    for (const path of LEGITIMATE) {
      const answer = await editor.fetch(`/api/preview/${query({ path, secret })}`)
      expect([answer.status, answer.headers.get('location')], path).toEqual([307, path])
    }
  })

  test("the shop's own redirects of paths (language prefix, trailing slash) stay on it", async () => {
    const paths = [
      '//evil.example/',
      '//evil.example',
      '/\\evil.example/',
      '/\\evil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/%2F%2Fevil.example',
      '/%09/evil.example',
      '/.//evil.example',
      '/fr//evil.example/',
      '/fr//evil.example',
      '/fr/\\evil.example/',
      '/fr/%5Cevil.example',
      '/fr/%2F%2Fevil.example',
      '/fr/%09/evil.example',
      '/fr/./\\evil.example/',
      '/fr/..//evil.example/',
      '/FR//evil.example/',
      '/nl//evil.example/',
      '/nl/\\evil.example',
      '/nl/%2F/evil.example',
      '/cartes-cadeaux//evil.example',
      '/fr/cartes-cadeaux',
    ]
    for (const path of paths) {
      const { status, location } = await rawGet(path)
      expectStaysHere(status, location, path)
    }
  })

  test("the product list's filter page sends to the list, whatever its query", async () => {
    const client = new ServerClient()
    for (const target of HOSTILE) {
      const names = ['page', 'categorie', 'path', 'callback']
      const asked = `/cartes-cadeaux/filtrer/${query(named(names, target))}`
      const answer = await client.send(asked)
      expectStaysHere(answer.status, answer.headers.get('location'), asked)
    }
  })

  test('the promo pop-up closes to the home page, whatever its query', async () => {
    const client = new ServerClient()
    const names = ['path', 'callback', 'return', 'redirect', 'next', 'returnTo']
    for (const target of HOSTILE) {
      const asked = `/promo/noel/${query(named(names, target))}`
      const answer = await client.fetch(asked)
      expect(answer.status, asked).toBe(200)
      const close = /<a href="([^"]*)" aria-label="Fermer et aller à l’accueil"/.exec(answer.body)
      expect(close?.[1], asked).toBe('/')
      // Next's router state repeats the address; no link does.
      expect(answer.body, asked).not.toMatch(/href="[^"]*evil/)
    }
  })

  test("the payment simulator returns to the order's page, whatever the payer posts", async () => {
    test.setTimeout(180_000)
    const client = new ServerClient()
    const product = await productId('carte-cadeau-multi-enseignes')
    const names = ['returnUrl', 'redirectUrl', 'redirect', 'return', 'callback', 'next', 'path']
    let uuid = ''
    for (const [index, target] of HOSTILE.entries()) {
      // Five payments per order (2036): a new order every fifth.
      let redirectUrl: string | null
      if (index % 5 === 0) {
        const placed = await placeOrder(client, buyerDetails(), product)
        ;[uuid, redirectUrl] = [placed.orderUuid!, placed.redirectUrl]
      } else redirectUrl = (await payOrder(client, uuid)).redirectUrl
      const hostile = named(names, target)
      const asked = `${redirectUrl}${query(hostile)}`
      const answer = await fetch(asked, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...hostile, outcome: 'canceled', method: 'creditcard' }),
      })
      expect(answer.status, asked).toBe(303)
      const location = answer.headers.get('location')
      expectStaysHere(answer.status, location, asked)
      expect(new URL(location!, asked).pathname).toBe('/paiement/paiement-en-cours/')
    }
  })
})
