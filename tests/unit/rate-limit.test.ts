import { describe, expect, it } from 'vitest'

import { clientKey, createRateLimit } from '@/server/rate-limit'

describe('rate limit', () => {
  it('allows the limit per window and key, then refuses until the window ends', () => {
    const allow = createRateLimit({ limit: 2, windowMs: 1000 })
    expect([allow('a', 0), allow('a', 10), allow('a', 20)]).toEqual([true, true, false])
    expect(allow('b', 20)).toBe(true)
    expect(allow('a', 1000)).toBe(true)
  })

  it('keys clients by the first forwarded address', () => {
    const request = new Request('http://x/', {
      headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
    })
    expect(clientKey(request)).toBe('203.0.113.7')
    expect(clientKey(new Request('http://x/'))).toBe('local')
  })
})
