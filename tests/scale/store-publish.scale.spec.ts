import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signedInStaff } from '../server/support/staff'
import { startTopology, type Topology } from './support/topology'

/*
 * Issue 38, caches per store: what an editor publishes in the Belgian store is served by every
 * instance, and the French store's cached pages are kept (its tags are its own).
 */
let topology: Topology

beforeAll(async () => {
  topology = await startTopology({ instances: 2, worker: false, proxy: false, database: 'seeded' })
})
afterAll(async () => topology?.stop())

type Answer = { status: number; cache: string | undefined; body: string }

/** GET `path` of an instance under a store's host (Node does not resolve *.localhost). */
function getAs(base: string, host: string, path: string): Promise<Answer> {
  const { port } = new URL(base)
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cache: response.headers['x-nextjs-cache'] as string | undefined,
            body,
          }),
        )
      },
    )
    request.on('error', reject)
  })
}

/** Polls `read` until it holds, for 2 s after `since` at most: the time it took, or null. */
async function within2s(since: number, read: () => Promise<boolean>): Promise<number | null> {
  while (Date.now() - since < 2000) {
    if (await read()) return Date.now() - since
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return null
}

const BELGIAN = 'cadeaubon-be.localhost'
const FRENCH = 'cartecadeau.localhost'

describe('issue 38: a publish in one store', () => {
  it('shows on both instances within 2 s and keeps the other store’s pages cached', async () => {
    const [a, b] = topology.instances
    const [home] = await topology.query<{ id: number }>(
      `SELECT p.id FROM pages p JOIN stores s ON s.id = p.store_id
       JOIN pages_locales l ON l._parent_id = p.id AND l._locale = 'nl'
       WHERE s.store_id = 53 AND l.slug = 'home'`,
    )
    expect(home, 'the Belgian home').toBeDefined()
    // Rendered once each, then served from the shared cache.
    for (const host of [BELGIAN, FRENCH]) {
      for (let read = 0; read < 2; read++) expect((await getAs(b!.url, host, '/')).status).toBe(200)
    }
    expect((await getAs(b!.url, FRENCH, '/')).cache).toBe('HIT')

    const staff = await signedInStaff(a!.url)
    const path = `/api/pages/${home!.id}/?depth=0&locale=nl`
    const { json } = await staff.fetch(path)
    const layout = (json as { layout: { title?: string }[] }).layout
    const title = `Cadeaubonnen voor iedereen ${Date.now() % 100000}`
    const saved = await staff.fetch(path, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        layout: layout.map((block, index) => (index === 0 ? { ...block, title } : block)),
        _status: 'published',
      }),
    })
    expect(saved.status, saved.body).toBe(200)
    const savedAt = Date.now()

    const shown = await within2s(savedAt, async () =>
      (await getAs(b!.url, BELGIAN, '/')).body.includes(title),
    )
    const french = await getAs(b!.url, FRENCH, '/')
    console.log(`Belgian home on B new in ${shown} ms; French home on B: ${french.cache}`)
    expect(shown).not.toBeNull()
    expect(french.cache).toBe('HIT')
  })
})
