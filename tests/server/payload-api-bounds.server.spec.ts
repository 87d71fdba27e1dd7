import { expect, test } from '@playwright/test'

import { type Answer, ServerClient } from './support/client'
import { withDatabase } from './support/database'
import { signedInAs } from './support/staff'

/** Payload's collections the storefront shows or /admin needs, and their GraphQL list queries. */
const COLLECTIONS = {
  pages: 'Pages',
  'blog-posts': 'BlogPosts',
  'giving-moments': 'GivingMoments',
  products: 'Products',
  locations: 'Locations',
  categories: 'Categories',
  brands: 'Brands',
  'packaging-options': 'PackagingOptions',
  'blocks-queues': 'BlocksQueues',
  redirects: 'Redirects',
  media: 'allMedia',
  stores: 'Stores',
  users: 'Users',
} as const
const INTERNAL = ['payload-jobs', 'payload-preferences', 'payload-locked-documents']
const PAYLOAD_API_PER_MINUTE = 1_200

const graphql = (client: ServerClient, query: string) =>
  client.fetch('/api/graphql/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
const messages = (answer: Answer) =>
  ((answer.json as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message)
const dataOf = (answer: Answer) => (answer.json as { data?: unknown }).data ?? null

/** 60 aliases of a page of products: 14.6 s of work before the limits, with `limit: 0`. */
const aliases = (limit: number) =>
  `{ ${Array.from({ length: 60 }, (_, i) => `p${i}: Products(limit: ${limit}) { docs { id title } }`).join(' ')} }`

/** The answer, and how long it took in milliseconds. */
async function timed(work: () => Promise<Answer>): Promise<Answer & { ms: number }> {
  const started = performance.now()
  const answer = await work()
  return { ...answer, ms: performance.now() - started }
}

const mediaFile = () =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ filename: string }>('SELECT filename FROM media LIMIT 1')
    return rows[0]!.filename
  })

test.describe("point 2: Payload's REST and GraphQL bound every list", () => {
  test('an anonymous visitor lists nothing of any collection, by REST or GraphQL', async () => {
    const visitor = new ServerClient()
    for (const slug of [...Object.keys(COLLECTIONS), ...INTERNAL]) {
      for (const query of ['', '?limit=0&depth=10', '?pagination=false', '?limit=1000']) {
        const path = `/api/${slug}/${query}`
        const answer = await visitor.fetch(path)
        expect(answer.status, path).toBe(404)
        expect(Object.keys(answer.json as object), path).toEqual(['message'])
      }
      // /admin's search by POST: the same read.
      const byPost = await visitor.fetch(`/api/${slug}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-payload-http-method-override': 'GET',
        },
        body: 'limit=0&depth=10',
      })
      expect(byPost.status, slug).toBe(404)
    }
    for (const list of Object.values(COLLECTIONS)) {
      const answer = await graphql(visitor, `{ ${list}(limit: 1) { docs { id } } }`)
      expect(messages(answer), list).toContain("Payload's GraphQL API answers signed-in staff only")
      expect(dataOf(answer), list).toBeNull()
    }
    // Beyond lists: a visitor's own depth on what stays public (/admin's sign-in) is bounded too.
    expect((await visitor.fetch('/api/users/me/?depth=3')).status).toBe(400)
    expect((await visitor.fetch('/api/users/me/?depth=2')).status).toBe(200)
  })

  test("60 aliases of Payload's product list are refused before any work, for anyone", async () => {
    const staff = await signedInAs('editor')
    for (const [who, client] of [
      ['anonymous', new ServerClient()],
      ['staff', staff],
    ] as const) {
      for (const limit of [0, 100]) {
        const answer = await timed(() => graphql(client, aliases(limit)))
        expect(dataOf(answer), `${who}, limit ${limit}`).toBeNull()
        expect(answer.body, `${who}, limit ${limit}`).toMatch(/limit must be|Query cost/)
        expect(answer.ms, `${who}, limit ${limit}`).toBeLessThan(3_000)
      }
    }
  })

  test('staff get pages of 1 to 100, 3 levels deep at most, never all at once', async () => {
    const staff = await signedInAs('editor')
    for (const query of [
      '?limit=0',
      '?limit=1000',
      '?limit=101',
      '?pagination=false',
      '?depth=4',
      '?limit=100&depth=10',
      '?limit=0&pagination=false&depth=10',
    ]) {
      const answer = await staff.fetch(`/api/products/${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.json, query).toEqual({
        message: expect.stringMatching(/limit|pagination|depth/),
      })
    }
    const byPost = await staff.fetch('/api/categories/', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      },
      body: 'limit=0',
    })
    expect(byPost.status).toBe(400)
    const page = await staff.fetch('/api/products/?limit=100&depth=3')
    expect(page.status).toBe(200)
    const { docs, totalDocs } = page.json as { docs: unknown[]; totalDocs: number }
    expect(docs.length).toBe(Math.min(100, totalDocs))
    expect((await staff.fetch('/api/users/me/?depth=3')).status).toBe(200)
    expect((await staff.fetch('/api/users/me/?depth=4')).status).toBe(400)
    // /admin's own asks: a relationship's labels, a list's default page.
    expect((await staff.fetch('/api/categories/?depth=0&limit=10&draft=true')).status).toBe(200)
    for (const [slug, list] of Object.entries(COLLECTIONS)) {
      expect((await staff.fetch(`/api/${slug}/?limit=1`)).status, slug).toBe(200)
      const answer = await graphql(staff, `{ ${list}(limit: 1) { docs { id } } }`)
      expect(messages(answer), list).toEqual([])
      expect(dataOf(answer), list).toEqual({ [list]: { docs: expect.any(Array) } })
    }
    const unpaged = await graphql(staff, '{ Products(pagination: false) { docs { id } } }')
    expect(messages(unpaged)).toEqual(['pagination cannot be turned off'])
  })

  test('media files are served to anyone, many at once', async () => {
    const file = `/api/media/file/${await mediaFile()}`
    const visitor = new ServerClient()
    const answers = await Promise.all(Array.from({ length: 20 }, () => visitor.send(file)))
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^image\//)
    }
  })

  test("one address is limited on Payload's routes, files aside", async () => {
    test.setTimeout(180_000)
    const flooder = new ServerClient()
    const file = `/api/media/file/${await mediaFile()}`
    // Cheap answers (404) 200 at a time until refused, up to three windows' worth: a busy machine
    // may cross into the next minute before the first is spent.
    let accepted = 0
    let refused = 0
    while (refused === 0 && accepted < 3 * PAYLOAD_API_PER_MINUTE) {
      const batch = Array.from({ length: 200 }, () => flooder.fetch('/api/products/'))
      const statuses = (await Promise.all(batch)).map((answer) => answer.status)
      accepted += statuses.filter((status) => status === 404).length
      refused += statuses.filter((status) => status === 429).length
    }
    expect(refused).toBeGreaterThan(0)
    expect(accepted).toBeGreaterThanOrEqual(PAYLOAD_API_PER_MINUTE)
    const answer = await flooder.fetch('/api/graphql/', { method: 'POST' })
    expect(answer.status).toBe(429)
    expect(answer.json).toEqual({ message: 'Too many requests' })
    expect((await flooder.send(file)).status).toBe(200)
    expect((await new ServerClient().fetch('/api/products/')).status).toBe(404)
  })
})
