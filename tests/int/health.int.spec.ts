import config from '@payload-config'
import Redis from 'ioredis'
import { getPayload, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/api/health/route'
import { GET as live } from '@/app/api/health/live/route'
import { GET as ready } from '@/app/api/health/ready/route'
import { readinessCheck } from '@/server/health'
import type { Queryable } from '@/server/migration-status'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

type Config = Parameters<Queryable['query']>[0]

/** Payload's pool, counting the statements sent through it. */
function countingPool(
  answer: (config: Config) => Promise<{ rows: unknown[] }> = (config) =>
    payload.db.pool.query(config),
) {
  const sent: string[] = []
  const pool: Queryable = {
    query: (config) => {
      sent.push(config.text)
      return answer(config)
    },
  }
  return { sent, pool: async () => pool }
}

const manyAtOnce = <T>(count: number, ask: () => Promise<T>) =>
  Promise.all(Array.from({ length: count }, ask))

describe('issue 35 point 3: the health routes', () => {
  it('/api/health/ and /ready/ answer readiness, never cached, naming nothing but states', async () => {
    for (const route of [health, ready]) {
      const response = await route()
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = await response.json()
      expect(body).toEqual({
        status: 'ok',
        checks: {
          database: { status: 'ok', latencyMs: expect.any(Number) },
          migrations: { status: 'ok' },
        },
      })
    }
  })

  it('/live/ answers while the process does, asking nothing', async () => {
    const response = live()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('issue 35 point 3: readiness costs one database round trip per second', () => {
  it('whatever the number of callers, at once or over two seconds', async () => {
    const { sent, pool } = countingPool()
    const check = readinessCheck({ pool })
    const answers = await manyAtOnce(500, check)
    expect(answers.every((answer) => answer.ok)).toBe(true)
    // The migrations' table first: it proves the connection and the schema in one round trip.
    expect(sent).toEqual(['SELECT name FROM payload_migrations'])

    const startedAt = performance.now()
    let calls = 0
    while (performance.now() - startedAt < 2_100) {
      await manyAtOnce(50, check)
      calls += 50
    }
    const seconds = (performance.now() - startedAt) / 1000
    expect(calls).toBeGreaterThan(500)
    // Each answer is shared for a second after it settled; then SELECT 1 is enough.
    expect(sent.length - 1).toBeGreaterThanOrEqual(1)
    expect(sent.length - 1).toBeLessThanOrEqual(Math.ceil(seconds))
    expect(sent.slice(1).every((text) => text === 'SELECT 1')).toBe(true)
  })

  it('a database that does not answer is unavailable after the timeout, asked once meanwhile', async () => {
    const { sent, pool } = countingPool(() => new Promise(() => {}))
    const check = readinessCheck({ pool, timeoutMs: 100, memoMs: 0 })
    const first = await check()
    expect(first).toMatchObject({ ok: false, database: { ok: false }, migrations: { ok: false } })
    expect(first.database.latencyMs).toBeGreaterThanOrEqual(90)
    await check()
    expect(sent).toHaveLength(1)
  })

  it('an unreachable database is reported, not thrown', async () => {
    const unreachable = new pg.Pool({
      connectionString: 'postgres://postgres:postgres@127.0.0.1:1/none',
    })
    unreachable.on('error', () => {})
    const check = readinessCheck({ pool: async () => unreachable, timeoutMs: 1000 })
    expect(await check()).toMatchObject({ ok: false, database: { ok: false } })
    await unreachable.end()
  })

  it('a database without the last committed migration is not ready', async () => {
    const { pool } = countingPool(async (config) => {
      const { rows } = await payload.db.pool.query(config)
      return { rows: rows.slice(0, -1) }
    })
    const answer = await readinessCheck({ pool })()
    expect(answer).toMatchObject({ ok: false, database: { ok: true }, migrations: { ok: false } })
  })
})

describe('issue 35 point 3: readiness reports Redis when REDIS_URL is set', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL!, { lazyConnect: true })
  afterAll(() => redis.disconnect())
  const pool = async () => payload.db.pool

  it('ready while Redis answers', async () => {
    const answer = await readinessCheck({ pool, redis: () => redis.ping() })()
    expect(answer).toMatchObject({ ok: true, redis: { ok: true } })
  })

  // Every instance shares the one Redis and serves without it: not ready would empty the balancer.
  it('still ready when Redis refuses or hangs, naming Redis as down', async () => {
    const refused = readinessCheck({ pool, redis: () => Promise.reject(new Error('down')) })
    expect(await refused()).toMatchObject({
      ok: true,
      database: { ok: true },
      redis: { ok: false },
    })
    const hung = readinessCheck({ pool, redis: () => new Promise(() => {}), timeoutMs: 100 })
    expect(await hung()).toMatchObject({ ok: true, redis: { ok: false } })
  })
})
