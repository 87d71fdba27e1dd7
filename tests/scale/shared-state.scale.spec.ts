import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ERRORS, ServerClient, someAddress } from '../server/support/client'
import { signedInStaff } from '../server/support/staff'
import { within2s } from './support/process'
import { startTopology, type Topology } from './support/topology'

/*
 * Issue 21 point 7, what the instances share: two standalone instances on one database and one
 * Redis. What an editor publishes on one, the other serves; a rate limit counts on both.
 */
let topology: Topology

beforeAll(async () => {
  topology = await startTopology({ instances: 2, worker: false, proxy: false, database: 'seeded' })
})
afterAll(async () => topology?.stop())

const PRODUCT_LIST = `query ($userData: UserDataInput!, $paging: PagingInput) {
  productList(userData: $userData, paging: $paging) {
    products { id digitalConfig { maxPrice { value } } } ${ERRORS} } }`

type Listed = { products: { id: string; digitalConfig: { maxPrice: { value: number } | null } }[] }

describe('point 7: what one instance publishes, the other serves', () => {
  it('a price published through instance A shows on B’s product page and productList within 2 s', async () => {
    const [a, b] = topology.instances
    const [product] = await topology.query<{ id: number; slug: string; max: number; min: number }>(
      `SELECT p.id, l.slug, p.digital_max_price::int AS max, p.digital_min_price::int AS min
       FROM products p JOIN products_locales l ON l._parent_id = p.id AND l._locale = 'fr'
       WHERE p._status = 'published' AND p.digital_available AND NOT p.digital_has_fixed_prices
         AND p.digital_max_price - p.digital_min_price > 1000
       ORDER BY p.id LIMIT 1`,
    )
    expect(product).toBeDefined()
    const page = `/cartes-cadeaux/${product!.slug}/`
    const onB = new ServerClient(someAddress(), b!.url)
    const listed = async () => {
      const { products } = await onB.gateway<Listed>('productList', PRODUCT_LIST, {
        paging: { itemsPerPage: 100, pageNumber: 1 },
      })
      return products.find((one) => one.id === String(product!.id))?.digitalConfig.maxPrice?.value
    }
    // B has rendered the page and answered the list: both are in the shared caches.
    const first = await onB.fetch(page)
    expect(first.status, `${page} → ${first.headers.get('location')}`).toBe(200)
    // Rendered here, not taken from the build (which may be the e2e step's, made on another
    // database and address): the absolute image links (the product's og:image, the home's
    // organisation logo; the list has none) and the canonical link are at B's own SERVER_URL.
    const absoluteMedia = [page, '/'] as string[]
    for (const path of [page, '/cartes-cadeaux/', '/']) {
      const { body } = await onB.fetch(path)
      const media = body.matchAll(/(https?:\/\/[\w.:-]+)\/api\/media\/file\//g)
      const canonical = /<link rel="canonical" href="(https?:\/\/[\w.:-]+)/.exec(body)?.[1]
      expect({ media: [...new Set([...media].map((m) => m[1]))], canonical }, path).toEqual({
        media: absoluteMedia.includes(path) ? [b!.url] : [],
        canonical: b!.url,
      })
    }
    expect(await listed()).toBe(product!.max)

    const price = product!.max - 100 * (1 + (Date.now() % 9))
    const staff = await signedInStaff(a!.url)
    const { json } = await staff.fetch(`/api/products/${product!.id}/?depth=0`)
    const digital = (json as { digital: Record<string, unknown> }).digital
    const saved = await staff.fetch(`/api/products/${product!.id}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ digital: { ...digital, maxPrice: price }, _status: 'published' }),
    })
    expect(saved.status, saved.body).toBe(200)
    const savedAt = Date.now()

    // The configurator's props carry the product in the page's flight data.
    const shown = new RegExp(`maxPrice\\\\?":${price}[,}]`)
    const [pageAfter, listAfter] = await Promise.all([
      within2s(savedAt, async () => shown.test((await onB.fetch(page)).body)),
      within2s(savedAt, async () => (await listed()) === price),
    ])
    console.log(
      `After the save on A: B's page showed it in ${pageAfter} ms, productList in ${listAfter} ms`,
    )
    expect(pageAfter).not.toBeNull()
    expect(listAfter).not.toBeNull()
  })

  it('a rate limit counts the requests of one client on both instances together', async () => {
    // GET /api/captcha/challenge/: 60 a minute per client address (its route).
    const address = someAddress()
    const clients = topology.instances.map(({ url }) => new ServerClient(address, url))
    const statuses: number[] = []
    for (let request = 0; request < 61; request++) {
      const answer = await clients[request % 2]!.fetch('/api/captcha/challenge/')
      statuses.push(answer.status)
    }
    // 30 on A and 30 on B were allowed; the 61st (on A) is refused, as on one instance.
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
    // Another client is not affected.
    const other = new ServerClient(someAddress(), topology.instances[1]!.url)
    expect((await other.fetch('/api/captcha/challenge/')).status).toBe(200)
  })
})
