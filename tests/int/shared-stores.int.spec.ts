import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startOtherInstance } from './support/instance-client'

/*
 * Point 1 of issue 21: with REDIS_URL, what one instance caches or counts, every instance sees.
 * This process is instance A; instance B is another process (support/other-instance.ts) with its
 * own connections to the same Redis.
 */
const redisUrl = process.env.TEST_REDIS_URL!
let other: Awaited<ReturnType<typeof startOtherInstance>>

beforeAll(async () => {
  vi.stubEnv('REDIS_URL', redisUrl)
  other = await startOtherInstance(redisUrl)
}, 120_000)

afterAll(async () => {
  await other.stop()
  vi.unstubAllEnvs()
})

/** Instance A's handler, as Next makes it: the module reads REDIS_URL when loaded. */
async function nextCacheHandler() {
  vi.resetModules()
  const { default: Handler } = await import('@/server/cache/next-cache-handler.mjs')
  const serverDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-dist-'))
  return { Handler, handler: new Handler({ dev: false, serverDistDir }) }
}

/** A value of Next's data cache as unstable_cache (cached.ts) stores it. */
const dataCacheEntry = (titles: string[]) => ({
  kind: 'FETCH' as const,
  data: { headers: {}, body: JSON.stringify(titles), status: 200, url: '' },
  revalidate: false as const,
})

describe('point 1: Next’s data cache in Redis, one for every instance', () => {
  it('serves what one instance cached from another, until a tag expires on either', async () => {
    const { handler } = await nextCacheHandler()
    const [list, store] = [`content:products:list:${randomUUID()}`, `store:${randomUUID()}`]
    const [products, settings] = [`products-${randomUUID()}`, `settings-${randomUUID()}`]
    await handler.set(products, dataCacheEntry(['A1 Carte']), { fetchCache: true, tags: [list] })
    await handler.set(settings, dataCacheEntry(['EUR']), { fetchCache: true, tags: [store] })

    expect(await other.ask({ op: 'next.get', key: products, tags: [list] })).toEqual(
      dataCacheEntry(['A1 Carte']),
    )
    // What expire-tags.ts does on a save: revalidateTag(tag, { expire: 0 }) reaches the handler.
    await handler.revalidateTag([list])
    expect(await other.ask({ op: 'next.get', key: products, tags: [list] })).toBeNull()
    expect(await other.ask({ op: 'next.get', key: settings, tags: [store] })).toEqual(
      dataCacheEntry(['EUR']),
    )
    // And the other way round: B expires, A no longer serves.
    await other.ask({ op: 'next.expire', tags: [store] })
    expect(await handler.get(settings, { kind: 'FETCH', tags: [store], softTags: [] })).toBeNull()
  })

  it('lets a process without the build (the worker) expire a tag in every build’s entries', async () => {
    // Instance A's handler writes under its build (no BUILD_ID here: `next:unbuilt:`).
    const { handler } = await nextCacheHandler()
    const [page, kept] = [`content:pages:fr:${randomUUID()}`, `content:pages:fr:${randomUUID()}`]
    const [key, untouched] = [`page-${randomUUID()}`, `page-${randomUUID()}`]
    await handler.set(key, dataCacheEntry(['Avant']), { fetchCache: true, tags: [page] })
    await handler.set(untouched, dataCacheEntry(['Reste']), { fetchCache: true, tags: [kept] })
    // Outside any request of Next, as in the worker's scheduled publish.
    const { expireTags } = await import('@/server/cache/expire-tags')
    await expireTags([page])
    expect(await other.ask({ op: 'next.get', key, tags: [page] })).toBeNull()
    expect(await other.ask({ op: 'next.get', key: untouched, tags: [kept] })).toEqual(
      dataCacheEntry(['Reste']),
    )
  })

  it('keeps Next’s own default store (memory and files) without REDIS_URL', async () => {
    vi.stubEnv('REDIS_URL', '')
    const { Handler } = await nextCacheHandler()
    vi.stubEnv('REDIS_URL', redisUrl)
    const { default: fileSystem } =
      await import('next/dist/server/lib/incremental-cache/file-system-cache.js')
    expect(Handler).toBe(fileSystem)
  })
})

describe('issue 35 point 4: no page kept in Redis for a path a visitor made up', () => {
  /** A rendered page as Next keeps it, answered with `status`. */
  const page = (status: number) => ({
    kind: 'APP_PAGE' as const,
    html: `<h1>${status}</h1>`,
    rscData: undefined,
    headers: {},
    postponed: undefined,
    status,
    segmentData: undefined,
  })
  const read = (handler: { get: (...args: never[]) => Promise<unknown> }, key: string) =>
    (handler.get as (key: string, meta: object) => Promise<{ value: unknown } | null>)(key, {
      kind: 'APP_PAGE',
      isFallback: false,
    })

  it('keeps the stores’ one /404/ and found pages, never a 404 at a path of its own', async () => {
    const { handler } = await nextCacheHandler()
    const run = randomUUID().slice(0, 8)
    const [madeUp, shared, found] = [
      `/52/fr/cartes-cadeaux/x${run}`,
      `/52/fr/404-${run}/404`,
      `/52/fr/page-${run}`,
    ]
    await handler.set(madeUp, page(404), { isRoutePPREnabled: false, isFallback: false })
    await handler.set(shared, page(404), { isRoutePPREnabled: false, isFallback: false })
    await handler.set(found, page(200), { isRoutePPREnabled: false, isFallback: false })
    expect(await read(handler, madeUp)).toBeNull()
    expect((await read(handler, shared))?.value).toMatchObject({ status: 404 })
    expect((await read(handler, found))?.value).toMatchObject({ status: 200 })
  })
})

describe('issue 39 point 3: a page one instance rendered is cached on every instance', () => {
  it('keeps its lifetime, so another instance serves it without drawing it again', async () => {
    const { handler } = await nextCacheHandler()
    const key = `/52/fr/page-${randomUUID().slice(0, 8)}`
    const rendered = {
      kind: 'APP_PAGE' as const,
      html: '<h1>Accueil</h1>',
      headers: {},
      status: 200,
    }
    // As Next stores a page without a lifetime of its own (expired by tags only).
    await handler.set(key, rendered, {
      cacheControl: { revalidate: false, expire: undefined },
      isRoutePPREnabled: false,
      isFallback: false,
    })
    // Next reads `cacheControl` from the entry; without it, a route this process did not render
    // itself is taken as stale after a second.
    const entry = await (handler.get as (key: string, meta: object) => Promise<unknown>)(key, {
      kind: 'APP_PAGE',
      isFallback: false,
    })
    expect(entry).toMatchObject({ cacheControl: { revalidate: false }, value: { status: 200 } })
  })
})

describe('point 1: rate limits in Redis count every instance’s requests', () => {
  it('refuses on one instance what the other used up, and the other way round', async () => {
    const { createRateLimit } = await import('@/server/rate-limit')
    const settings = { name: `shared-${randomUUID()}`, limit: 3, windowMs: 60_000 }
    const here = createRateLimit(settings)
    const noPayload = undefined as unknown as Payload // Redis: the Postgres store is not used
    const there = () => other.ask<boolean>({ op: 'limit.consume', key: '192.0.2.7', ...settings })
    expect(await here.consume(noPayload, '192.0.2.7')).toBe(true)
    expect(await there()).toBe(true)
    expect(await here.consume(noPayload, '192.0.2.7')).toBe(true)
    expect(await there()).toBe(false)
    expect(await here.consume(noPayload, '192.0.2.7')).toBe(false)
    expect(await here.consume(noPayload, '192.0.2.8')).toBe(true)
  })
})

describe('point 1: the gateway’s answers in Redis, one for every instance', () => {
  it('serves an answer one instance kept from the other, until a change drops it', async () => {
    const { gatewayCache, invalidateGatewayCache } = await import('@/server/cache/response-cache')
    const responseId = `answer-${randomUUID()}`
    const answer = { data: { productList: { products: [{ id: '1', title: 'A1 Carte' }] } } }
    await gatewayCache().set(responseId, answer, [{ typename: 'GiftcardProduct', id: 1 }], 60_000)
    expect(await other.ask({ op: 'answers.get', responseId })).toEqual(answer)
    await invalidateGatewayCache([{ typename: 'GiftcardProduct' }])
    expect(await other.ask({ op: 'answers.get', responseId })).toBeNull()
  })

  it('drops one store’s catalogue answers on a change of its catalogue, not another store’s', async () => {
    const { gatewayCache, invalidateGatewayCache } = await import('@/server/cache/response-cache')
    const { contentChanged } = await import('@/server/cache/changes')
    const { gatewayAnswers } = await import('@/server/cache/caches')
    const answer = { data: { productList: { products: [{ id: '1' }] } } }
    const ids = { belgian: randomUUID(), french: randomUUID() }
    const belgian = `${gatewayAnswers.keyPrefix('53')}${ids.belgian}`
    const french = `${gatewayAnswers.keyPrefix('52')}${ids.french}`
    for (const responseId of [belgian, french]) {
      await gatewayCache().set(responseId, answer, [{ typename: 'GiftcardProduct', id: 1 }], 60_000)
    }
    await invalidateGatewayCache(contentChanged('products', 9, 53).entities)
    expect(await other.ask({ op: 'answers.get', responseId: belgian })).toBeNull()
    expect(await other.ask({ op: 'answers.get', responseId: french })).toEqual(answer)
  })
})

describe('issue 35 point 4: the gateway’s answers in Redis are bounded by time', () => {
  it('gives every key it writes a ttl, keeps no oversized answer, and drops by type and id', async () => {
    const { default: Redis } = await import('ioredis')
    const { answersInRedis } = await import('@/server/cache/answers-in-redis')
    const redis = new Redis(redisUrl)
    const cache = answersInRedis(redis, { maxAnswerBytes: 1000, maxTtlMs: 60_000 })
    const typename = `Type${randomUUID().replaceAll('-', '')}`
    const answer = { data: { list: [{ id: '1' }] } }
    // An hour asked, the declared lifetime kept: nothing outlives it.
    await cache.set('kept-1', answer, [{ typename, id: 1 }], 3_600_000)
    await cache.set('kept-2', answer, [{ typename, id: 2 }], 60_000)
    await cache.set('oversized', { data: { text: 'x'.repeat(1000) } }, [{ typename }], 60_000)
    try {
      const keys = await redis.keys(`gateway:*${typename}*`)
      keys.push('gateway:answer:kept-1', 'gateway:answer:kept-2')
      expect(keys).toHaveLength(5)
      for (const key of keys) {
        const ttl = await redis.pttl(key)
        expect(ttl, key).toBeGreaterThan(50_000)
        expect(ttl, key).toBeLessThanOrEqual(60_000)
      }
      expect(await cache.get('oversized')).toBeNull()
      await cache.invalidate([{ typename, id: 1 }])
      expect([await cache.get('kept-1'), await cache.get('kept-2')]).toEqual([null, answer])
      await cache.invalidate([{ typename }])
      expect(await cache.get('kept-2')).toBeNull()
    } finally {
      redis.disconnect()
    }
  })
})
