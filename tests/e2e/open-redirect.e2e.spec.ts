import { signedUpCustomer } from '../server/support/accounts'
import { expect, test } from './fixtures'

/** `?callback=` values a phishing link to the login page carries. */
const HOSTILE = [
  '/\\evil.example/',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example/',
  '//evil.example/',
  '///evil.example/',
  '\\\\evil.example/',
  '/\\/evil.example/',
  '/.//evil.example/',
  '/..//evil.example/',
  '/%2e//evil.example/',
  'https://evil.example/',
  'HTTPS:\\\\evil.example',
  'http:evil.example',
  'https:/\\evil.example',
  'javascript:alert(document.domain)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//localhost@evil.example/',
  '//évil.example/',
  'evil.example',
]

/**
 * Issue 35 point 1, the sign-in return: the login page sends a customer already logged in to its
 * `callback` in the browser, which must be a path of the shop (the helper the server's redirects use).
 */
test('after login, a callback leads to a page of the shop only', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const { client } = await signedUpCustomer()
  // Its session, and the hint that tells the pages' scripts to ask who is logged in.
  await context.addCookies([...client.jar].map(([name, value]) => ({ name, value, url: baseURL! })))
  page.on('dialog', (dialog) => {
    throw new Error(`A script ran from the callback: ${dialog.message()}`)
  })
  const origin = new URL(baseURL!).origin
  const cases: [callback: string, path: string][] = [
    ...HOSTILE.map((callback): [string, string] => [callback, '/compte/apercu/']),
    ['/nl/cadeaubonnen/', '/nl/cadeaubonnen/'],
    ['/cartes-cadeaux/?tri=prix', '/cartes-cadeaux/'],
  ]
  for (const [callback, path] of cases) {
    await page.goto(`/compte/se-connecter/?${new URLSearchParams({ callback })}`)
    await page.waitForURL((url) => !url.pathname.startsWith('/compte/se-connecter/'))
    const opened = new URL(page.url())
    expect([opened.origin, opened.pathname], JSON.stringify(callback)).toEqual([origin, path])
  }
})
