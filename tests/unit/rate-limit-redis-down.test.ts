import type { Payload } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { createRateLimit } from '@/server/rate-limit'
import { sharedRedis } from '@/server/redis'

// Nothing listens on port 1: Redis is down from the first command on.
const DOWN = 'redis://127.0.0.1:1'
vi.stubEnv('REDIS_URL', DOWN)
afterAll(() => {
  sharedRedis(DOWN).disconnect()
  vi.unstubAllEnvs()
})

describe('a rate limit while Redis is down', () => {
  it('counts in this instance’s memory at once: the limit holds, no request waits', async () => {
    const limit = createRateLimit({ name: `redis-down-${Date.now()}`, limit: 3, windowMs: 60_000 })
    // The Postgres store is not used with REDIS_URL: no Payload is needed.
    const payload = {} as Payload
    const started = performance.now()
    const answers = []
    for (let use = 0; use < 4; use++) answers.push(await limit.consume(payload, 'client-a'))
    expect(answers).toEqual([true, true, true, false])
    expect(await limit.consume(payload, 'client-b')).toBe(true)
    // ioredis's own retries take about 10 s before a command fails.
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
