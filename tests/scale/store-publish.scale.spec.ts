import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { requestAs } from '../server/support/hosts'
import { signedInStaff } from '../server/support/staff'
import { within2s } from './support/process'
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
      for (let read = 0; read < 2; read++)
        expect((await requestAs(host, '/', {}, b!.url)).status).toBe(200)
    }
    expect((await requestAs(FRENCH, '/', {}, b!.url)).headers['x-nextjs-cache']).toBe('HIT')

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
      (await requestAs(BELGIAN, '/', {}, b!.url)).body.includes(title),
    )
    const french = await requestAs(FRENCH, '/', {}, b!.url)
    console.log(
      `Belgian home on B new in ${shown} ms; French home on B: ${french.headers['x-nextjs-cache']}`,
    )
    expect(shown).not.toBeNull()
    expect(french.headers['x-nextjs-cache']).toBe('HIT')
  })
})
