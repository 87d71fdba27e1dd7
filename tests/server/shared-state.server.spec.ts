import { expect, test } from '@playwright/test'
import Redis from 'ioredis'

import { startRedis } from '../../scripts/lib/redis'
import { ServerClient } from './support/client'
import { startInstance } from './support/instance'
import { productId } from './support/orders'
import { signedInAs } from './support/staff'

/*
 * Issue 21 point 1 on the built app: two instances (scripts/server.ts, as `npm start` runs) beside
 * the run's server, on its database and one Redis. What an editor saves on one, the other shows.
 */
type Instance = Awaited<ReturnType<typeof startInstance>>
let redis: Awaited<ReturnType<typeof startRedis>>
let first: Instance
let second: Instance

test.beforeAll(async () => {
  test.setTimeout(180_000)
  redis = await startRedis()
  const settings = { REDIS_URL: redis.url, SINGLE_INSTANCE: undefined }
  ;[first, second] = await Promise.all([startInstance(settings), startInstance(settings)])
  expect(first.ready, first.output()).toBe(true)
  expect(second.ready, second.output()).toBe(true)
})

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  await redis?.stop()
})

/** Waits until `done` holds of the page, for 2 s at most. */
async function pageShows(client: ServerClient, path: string, text: string): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < 2000;) {
    if ((await client.fetch(path)).body.includes(text)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

test.describe('point 1: Next’s cache in Redis, shared by every instance', () => {
  test('a product renamed through one instance shows on the other’s pages within 2 s', async () => {
    // Each instance renders the pages once first (cold: seconds on a busy machine).
    test.setTimeout(120_000)
    const id = await productId('cinema-lumiere')
    // The product's page (rendered per request from cached reads) and the list, built as static
    // HTML by `next build` and kept in the cache handler from then on.
    const pages = ['/cartes-cadeaux/cinema-lumiere/', '/cartes-cadeaux/']
    const [onFirst, onSecond] = [first, second].map(({ url }) => new ServerClient(undefined, url))
    // Both instances have read the pages: the cache holds them.
    for (const path of pages) {
      expect((await onFirst!.fetch(path)).status).toBe(200)
      expect((await onSecond!.fetch(path)).status).toBe(200)
    }
    const keys = new Redis(redis.url)
    expect(await keys.keys('next:*')).not.toEqual([])
    await keys.quit()

    // Not the editors' account: their specs sign in at the same time (playwright.config.ts).
    const staff = await signedInAs('storeAdmin', first.url)
    const rename = (title: string) =>
      staff.fetch(`/api/products/${id}/?locale=fr`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title }),
      })
    const { json } = await staff.fetch(`/api/products/${id}/?locale=fr&depth=0`)
    const title = (json as { title: string }).title
    // First by title: on the list's first page.
    const renamed = `0 ${title} ${Date.now()}`
    try {
      expect((await rename(renamed)).status).toBe(200)
      for (const path of pages) expect(await pageShows(onSecond!, path, renamed), path).toBe(true)
    } finally {
      expect((await rename(title)).status).toBe(200)
    }
  })
})
