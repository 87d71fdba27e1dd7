import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'

import { type CacheEvent, redisBus } from '@/server/cache/bus'
import { memoCaches } from '@/server/cache/caches'
import { memoStoreOn } from '@/server/cache/memo'

/*
 * Point 1 of issue 21: with REDIS_URL, a change drops the memo's entries on every instance. Each
 * bus here has its own two connections to the test's Redis, as each server process would.
 */
const redisUrl = process.env.TEST_REDIS_URL!
const buses: ReturnType<typeof redisBus>[] = []
const instance = () => {
  const bus = redisBus(redisUrl)
  buses.push(bus)
  return bus
}

afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()))
})

/** Waits until `done` holds, for 2 s at most (pub/sub delivers in a few milliseconds). */
async function eventually(done: () => boolean): Promise<void> {
  for (const start = Date.now(); !done();) {
    if (Date.now() - start > 2000) throw new Error('Not delivered within 2 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Every event the bus delivers, but the drop-all each (re)subscription brings. */
function listen(bus: ReturnType<typeof redisBus>): CacheEvent[] {
  const events: CacheEvent[] = []
  bus.subscribe((event) => {
    if (!event.everything) events.push(event)
  })
  return events
}

/** Until its subscription is made, an instance cannot receive: its first drop-all says it is. */
const subscribed = (bus: ReturnType<typeof redisBus>) =>
  new Promise<void>((resolve) => bus.subscribe((event) => event.everything && resolve()))

describe('point 1: the memo’s drops reach every instance over Redis', () => {
  it('delivers an event published on one instance to the listeners of both', async () => {
    const [first, second] = [instance(), instance()]
    const [toFirst, toSecond] = [listen(first), listen(second)]
    await Promise.all([subscribed(first), subscribed(second)])
    await first.publish({ tags: ['content:products:doc:7'] })
    // The publisher's own listeners at once: the request that saved reads its change next.
    expect(toFirst).toEqual([{ tags: ['content:products:doc:7'] }])
    await eventually(() => toSecond.length > 0)
    await second.publish({ tags: ['store:52'] })
    await eventually(() => toFirst.length > 1)
    expect(toFirst).toEqual([{ tags: ['content:products:doc:7'] }, { tags: ['store:52'] }])
    expect(toSecond).toEqual(toFirst)
  })

  it('empties an instance’s memo once it subscribes again after losing Redis', async () => {
    const bus = instance()
    const memo = memoStoreOn(bus)
    await subscribed(bus)
    memo.set('store:52:fr', { value: 'EUR', at: Date.now(), tags: ['store:52'] }, memo.generation())
    expect(memo.get('store:52:fr')?.value).toBe('EUR')
    // Drops published while it was away never reach it: all it kept may be stale.
    const back = subscribed(bus)
    await killSubscriptions()
    await back
    expect(memo.get('store:52:fr')).toBeUndefined()
  })
})

/** Makes Redis drop the subscribed connections, as a network cut or a Redis restart would. */
async function killSubscriptions(): Promise<void> {
  const { default: Redis } = await import('ioredis')
  const admin = new Redis(redisUrl)
  onTestFinished(() => void admin.quit())
  await admin.client('KILL', 'TYPE', 'pubsub')
}

describe('point 1: a product change through Payload drops the memo on the other instance', () => {
  let payload: Payload

  beforeAll(async () => {
    // This process is one instance; its bus is made on first use, from REDIS_URL.
    vi.stubEnv('REDIS_URL', redisUrl)
    const [{ default: config }, { getPayload }, { seed }] = await Promise.all([
      import('@payload-config'),
      import('payload'),
      import('@/seed'),
    ])
    payload = await getPayload({ config })
    await seed(payload)
  }, 300_000)

  afterAll(async () => {
    await payload.destroy()
    vi.unstubAllEnvs()
  })

  it('drops the product’s cart entry on an instance that did not save it', async () => {
    const [product] = (
      await payload.find({
        collection: 'products',
        where: { 'store.storeId': { equals: 52 } },
        limit: 1,
        depth: 0,
      })
    ).docs
    if (!product) throw new Error('The test database has no product')
    const other = instance()
    const otherMemo = memoStoreOn(other)
    await subscribed(other)
    const tags = memoCaches['cart-product'].tags(52, 'fr', String(product.id))
    const since = otherMemo.generation()
    otherMemo.set(
      `cart-product:52:fr:${product.id}`,
      { value: product, at: Date.now(), tags },
      since,
    )
    otherMemo.set('store:52:fr', { value: 'EUR', at: Date.now(), tags: ['store:52'] }, since)
    expect(otherMemo.get(`cart-product:52:fr:${product.id}`)).toBeDefined()

    const before = { title: product.title }
    onTestFinished(async () => {
      await payload.update({
        collection: 'products',
        id: product.id,
        locale: 'fr',
        data: before,
        context: { disableRevalidate: true },
      })
    })
    // No Next server in this run to expire pages: the memo's drop goes out all the same.
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'fr',
      data: { title: `${product.title} (renommée)` },
      context: { disableRevalidate: true },
    })
    await eventually(() => otherMemo.get(`cart-product:52:fr:${product.id}`) === undefined)
    expect(otherMemo.get('store:52:fr')?.value).toBe('EUR')
  })
})
