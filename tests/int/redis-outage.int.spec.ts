import { randomUUID } from 'node:crypto'
import net from 'node:net'

import Redis from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { answersInRedis } from '@/server/cache/answers-in-redis'
import { redisStore } from '@/server/cache/next-cache-handler.mjs'

/*
 * Issue 35 point 12: a drop that could not reach Redis is made up for once Redis is back with its
 * data (a network cut, not a crash: a crash leaves nothing to drop). The app's connection goes
 * through a TCP relay this test cuts and restores; `admin` sees Redis itself.
 */
const target = new URL(process.env.TEST_REDIS_URL!)
const admin = new Redis(target.href)
const cleanUps: (() => unknown)[] = [() => admin.quit()]
afterAll(async () => {
  for (const cleanUp of cleanUps) await cleanUp()
})

/** Until `done` holds, 5 s at most (ioredis reconnects within 2 s). */
async function eventually(done: () => Promise<boolean>): Promise<void> {
  for (const start = Date.now(); !(await done());) {
    if (Date.now() - start > 5000) throw new Error('Not within 5 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A connection of the app to Redis through a relay: `cut()` is a network cut, `restore()` its end. */
async function connectionThroughRelay() {
  const sockets = new Set<net.Socket>()
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => {})
      socket.on('close', () => sockets.delete(socket))
    }
    client.pipe(upstream).pipe(client)
  })
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      relay.listen(port, '127.0.0.1', () => resolve((relay.address() as net.AddressInfo).port)),
    )
  const port = await listen(0)
  const connection = new Redis(`redis://127.0.0.1:${port}`)
  connection.on('error', () => {}) // refused while cut: ioredis retries
  cleanUps.push(
    () => connection.disconnect(),
    () => relay.close(),
  )
  await eventually(async () => connection.status === 'ready')
  return {
    connection,
    cut: async () => {
      relay.close()
      for (const socket of sockets) socket.destroy()
      await eventually(async () => connection.status !== 'ready')
    },
    restore: () => listen(port),
  }
}

describe('point 12: Redis back after a cut, nothing stale', () => {
  it('the gateway’s answers: a drop missed meanwhile empties them once back', async () => {
    const { connection, cut, restore } = await connectionThroughRelay()
    const cache = answersInRedis(connection, { maxAnswerBytes: 10_000, maxTtlMs: 60_000 })
    const [typename, id] = [`Type${randomUUID().replaceAll('-', '')}`, randomUUID()]
    const answer = { data: { price: 2500 } }
    await cache.set(id, answer, [{ typename, id: 1 }], 60_000)
    expect(await cache.get(id)).toEqual(answer)

    await cut()
    const started = performance.now()
    await cache.invalidate([{ typename, id: 1 }])
    expect(performance.now() - started).toBeLessThan(500)
    // The answer is still in Redis: it is neither served nor left there once back.
    expect(await admin.exists(`gateway:answer:${id}`)).toBe(1)
    await restore()
    await eventually(async () => (await admin.exists(`gateway:answer:${id}`)) === 0)
    expect(await cache.get(id)).toBeNull()
    await cache.set(id, answer, [{ typename, id: 1 }], 60_000)
    expect(await cache.get(id)).toEqual(answer)
  })

  it('Next’s data cache: a tag expired meanwhile drops this build’s entries once back', async () => {
    const { connection, cut, restore } = await connectionThroughRelay()
    const prefix = `next:outage-${randomUUID()}:`
    const store = redisStore(connection, prefix)
    const [key, tag] = [`products-${randomUUID()}`, `content:products:list:${randomUUID()}`]
    // A value of Next's data cache as unstable_cache (cached.ts) stores it, kept for good.
    const value = { kind: 'FETCH', data: { headers: {}, body: '[]', status: 200, url: '' } }
    const entry = {
      lastModified: Date.now(),
      lifespan: null,
      tags: [tag],
      value,
    } as unknown as Parameters<typeof store.set>[1]
    await store.set(key, entry)
    expect(await store.get(key, { implicitTags: [] })).toEqual(entry)

    await cut()
    await expect(store.revalidateTag(tag)).rejects.toThrow(/not ready/)
    expect(await admin.exists(`${prefix}${key}`)).toBe(1)
    await restore()
    await eventually(async () => (await admin.keys(`${prefix}*`)).length === 0)
    expect(await store.get(key, { implicitTags: [] })).toBeNull()
  })
})
