import type { CollectionConfig } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { servedOverHttps } from '@/server/cookies'

describe('servedOverHttps', () => {
  it('follows the scheme of SERVER_URL', () => {
    expect(servedOverHttps('https://www.cartecadeau.example')).toBe(true)
    expect(servedOverHttps('http://localhost:3000')).toBe(false)
  })
})

// serverEnv() is read once per load of the modules (the users collection reads it as it loads):
// each SERVER_URL gets its own load, before the tests (unit files share their worker's modules).
const withServerUrl = async (url: string) => {
  vi.stubEnv('SERVER_URL', url)
  vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-at-least-32-characters')
  vi.resetModules()
  return {
    cookies: await import('@/server/cookies'),
    users: (await import('@/collections/users')).Users,
  }
}

/** The Set-Cookie line Payload's sign-in answers with, from the users collection's settings. */
const staffToken = (users: CollectionConfig) =>
  generatePayloadCookie({
    collectionAuthConfig: users.auth as never,
    cookiePrefix: 'payload',
    token: 'a.b.c',
  }) as string

afterAll(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const overHttps = await withServerUrl('https://www.cartecadeau.example')
const onLocalhost = await withServerUrl('http://localhost:3000')

describe('cookies when SERVER_URL is https', () => {
  // What a proxy that ends TLS forwards: plain http, no X-Forwarded-Proto.
  const request = new Request('http://127.0.0.1:3000/api/gateway/')

  it('are Secure, the customers’ and Payload’s staff token alike', () => {
    const { cookies, users } = overHttps
    expect(cookies.sessionCookieAttributes(request, 60)).toMatch(/; Secure$/)
    expect(cookies.expiredCookie('cart', request, true)).toMatch(/; Secure$/)
    expect(staffToken(users)).toMatch(/^payload-token=a\.b\.c;.*; Secure/)
  })

  it('are not on http://localhost (development and tests)', () => {
    const { cookies, users } = onLocalhost
    expect(cookies.sessionCookieAttributes(request, 60)).not.toContain('Secure')
    expect(staffToken(users)).not.toContain('Secure')
  })
})
