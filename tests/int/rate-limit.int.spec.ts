import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createRateLimit } from '@/server/rate-limit'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const inBatches = async (keys: string[], each: (key: string) => Promise<unknown>) => {
  for (let start = 0; start < keys.length; start += 100) {
    await Promise.all(keys.slice(start, start + 100).map(each))
  }
}

// The same behaviour from both shared stores: Postgres by default, Redis when REDIS_URL is set.
describe.each([
  ['Postgres', undefined],
  ['Redis', process.env.TEST_REDIS_URL],
])('rate limits in %s', (_store, redisUrl) => {
  const limit = (settings: { limit: number; windowMs: number }) => {
    // The store is chosen when a limit is first used: REDIS_URL must be set by then.
    vi.stubEnv('REDIS_URL', redisUrl)
    return createRateLimit({ name: `test-${randomUUID()}`, ...settings })
  }
  afterAll(() => vi.unstubAllEnvs())

  it('allows the limit per key and window, then refuses; other keys are apart', async () => {
    const logins = limit({ limit: 3, windowMs: 60_000 })
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await logins.consume(payload, '203.0.113.7'))
    expect(answers).toEqual([true, true, true, false])
    expect(await logins.consume(payload, '203.0.113.8')).toBe(true)
  })

  it('tells whether a key used up its window without counting the look', async () => {
    const failures = limit({ limit: 2, windowMs: 60_000 })
    expect(await failures.exceeded(payload, '198.51.100.1')).toBe(false)
    await failures.consume(payload, '198.51.100.1')
    expect(await failures.exceeded(payload, '198.51.100.1')).toBe(false)
    await failures.consume(payload, '198.51.100.1')
    expect(await failures.exceeded(payload, '198.51.100.1')).toBe(true)
  })

  it('is shared by every instance: two limiters of one name count together', async () => {
    const name = `shared-${randomUUID()}`
    vi.stubEnv('REDIS_URL', redisUrl)
    const [first, second] = [1, 2].map(() => createRateLimit({ name, limit: 2, windowMs: 60_000 }))
    expect(await first!.consume(payload, '192.0.2.1')).toBe(true)
    expect(await second!.consume(payload, '192.0.2.1')).toBe(true)
    expect(await first!.consume(payload, '192.0.2.1')).toBe(false)
  })

  it('forgets no window when more than 10,000 other keys pass', async () => {
    const checks = limit({ limit: 1, windowMs: 60_000 })
    expect(await checks.consume(payload, 'spent')).toBe(true)
    expect(await checks.consume(payload, 'spent')).toBe(false)
    const others = Array.from({ length: 10_001 }, (_, i) => `other-${i}`)
    await inBatches(others, (key) => checks.consume(payload, key))
    expect(await checks.consume(payload, 'spent')).toBe(false)
  }, 120_000)

  it('lets the key in again once its window has ended', async () => {
    const quick = limit({ limit: 1, windowMs: 1000 })
    expect(await quick.consume(payload, '192.0.2.9')).toBe(true)
    expect(await quick.consume(payload, '192.0.2.9')).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await quick.consume(payload, '192.0.2.9')).toBe(true)
  })
})
