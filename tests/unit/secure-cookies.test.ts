import { afterAll, describe, expect, it, vi } from 'vitest'

import { servedOverHttps } from '@/server/cookies'

describe('servedOverHttps', () => {
  it('follows the scheme of SERVER_URL', () => {
    expect(servedOverHttps('https://www.cartecadeau.example')).toBe(true)
    expect(servedOverHttps('http://localhost:3000')).toBe(false)
  })
})

// serverEnv() is read once per process: the modules are loaded afresh with SERVER_URL set (unit
// files share their worker's modules: vitest.config.ts).
const withServerUrl = async (url: string) => {
  vi.stubEnv('SERVER_URL', url)
  vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-at-least-32-characters')
  vi.resetModules()
  return {
    cookies: await import('@/server/cookies'),
    users: (await import('@/collections/users')).Users,
  }
}

afterAll(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('cookies when SERVER_URL is https', () => {
  // What a proxy that ends TLS forwards: plain http, no X-Forwarded-Proto.
  const request = new Request('http://127.0.0.1:3000/api/gateway/')

  it('are Secure, the customers’ and Payload’s staff token alike', async () => {
    const { cookies, users } = await withServerUrl('https://www.cartecadeau.example')
    expect(cookies.sessionCookieAttributes(request, 60)).toMatch(/; Secure$/)
    expect(cookies.expiredCookie('cart', request, true)).toMatch(/; Secure$/)
    expect(users.auth && users.auth !== true && users.auth.cookies?.secure).toBe(true)
  })

  it('are not on http://localhost (development and tests)', async () => {
    const { cookies, users } = await withServerUrl('http://localhost:3000')
    expect(cookies.sessionCookieAttributes(request, 60)).not.toContain('Secure')
    expect(users.auth && users.auth !== true && users.auth.cookies?.secure).toBe(false)
  })
})
