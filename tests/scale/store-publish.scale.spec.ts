import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { requestAs } from '../server/support/hosts'
import { signedInStaff } from '../server/support/staff'
import { waitFor, within2s } from './support/process'
import { startTopology, type Topology } from './support/topology'

/*
 * Issue 38, caches per store: what an editor publishes in the Belgian store is served by every
 * instance and by the load balancer's micro-cache (issue 39 point 3), and the French store's cached
 * pages are kept (its tags are its own).
 */
let topology: Topology

beforeAll(async () => {
  topology = await startTopology({ instances: 2, worker: false, proxy: true, database: 'seeded' })
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
    const staff = await signedInStaff(a!.url)
    const path = `/api/pages/${home!.id}/?depth=0&locale=nl`
    const { json } = await staff.fetch(path)
    const layout = (json as { layout: { title?: string }[] }).layout
    /** Publishes the Belgian home with a new first title, through instance A. */
    const publish = async (title: string) => {
      const saved = await staff.fetch(path, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          layout: layout.map((block, index) => (index === 0 ? { ...block, title } : block)),
          _status: 'published',
        }),
      })
      expect(saved.status, saved.body).toBe(200)
      return Date.now()
    }
    const shows = async (at: string, title: string) =>
      (await requestAs(BELGIAN, '/', {}, at)).body.includes(title)

    // As in production, both instances have drawn the Belgian home themselves (a first render
    // on an instance loads and compiles the route's code: over a second here) and the French
    // home is in the shared cache.
    const warm = `Cadeaubonnen ${Date.now() % 100000}`
    await publish(warm)
    const bothShow = () => Promise.all([a!, b!].map((instance) => shows(instance.url, warm)))
    expect(await waitFor(async () => (await bothShow()).every(Boolean), 10_000)).toBe(true)
    for (let read = 0; read < 2; read++)
      expect((await requestAs(FRENCH, '/', {}, b!.url)).status).toBe(200)
    // Past the instance's copy (half a second), the answer is Next's own cache's.
    await new Promise((resolve) => setTimeout(resolve, 600))
    const fromNext = await requestAs(FRENCH, '/', {}, b!.url)
    expect(fromNext.headers['x-instance-cache']).toBeUndefined()
    expect(fromNext.headers['x-nextjs-cache']).toBe('HIT')

    // On instance B, and through the load balancer (whose copy lives a second).
    const title = `Cadeaubonnen voor iedereen ${Date.now() % 100000}`
    const savedAt = await publish(title)
    const shownAt = (at: string) => within2s(savedAt, () => shows(at, title))
    const [onB, throughBalancer] = await Promise.all([shownAt(b!.url), shownAt(topology.url)])
    const french = await requestAs(FRENCH, '/', {}, b!.url)
    console.log(
      `Belgian home new on B in ${onB} ms, through the load balancer in ${throughBalancer} ms; ` +
        `French home on B: ${french.headers['x-nextjs-cache']}`,
    )
    expect(onB).not.toBeNull()
    expect(throughBalancer).not.toBeNull()
    // The publish dropped B's copies (cache bus): this answer is Next's, its French page kept.
    expect(french.headers['x-instance-cache']).toBeUndefined()
    expect(french.headers['x-nextjs-cache']).toBe('HIT')
  })

  it('is answered by the load balancer’s micro-cache per host, never for a shopper or a 404', async () => {
    const at = topology.url
    const cacheOf = async (host: string, path: string, headers: Record<string, string> = {}) =>
      (await requestAs(host, path, { headers }, at)).headers['x-micro-cache']
    // Kept a second: one of a few quick asks is answered from the copy.
    const french: unknown[] = []
    for (let ask = 0; ask < 5 && !french.includes('HIT'); ask++)
      french.push(await cacheOf(FRENCH, '/'))
    expect(french).toContain('HIT')
    // The Belgian host's home is its own, in its language, not the French copy.
    const belgian = await requestAs(BELGIAN, '/', {}, at)
    expect(belgian.body).toContain('lang="nl-BE"')
    // A shopper's request (a basket, a session, staff) always reaches an instance.
    for (const cookie of ['cart=1', 'has_session=1', 'payload-token=x']) {
      for (let ask = 0; ask < 2; ask++)
        expect(await cacheOf(FRENCH, '/', { cookie })).toBe('BYPASS')
    }
    // A 404 is nobody's page: never kept, whatever the path.
    const madeUp = `/x${Date.now()}/`
    for (let ask = 0; ask < 2; ask++) {
      const answer = await requestAs(FRENCH, madeUp, {}, at)
      expect(answer.status).toBe(404)
      expect(answer.headers['x-micro-cache']).toBe('MISS')
    }
  })
})
