import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  clientAddress,
  normaliseAddress,
  parseTrustedProxies,
  RESOLVED_BY_SERVER,
  resolveClientAddress,
} from '@/server/client-address'
import { logger } from '@/server/logger'

const none = parseTrustedProxies(undefined)

describe('addresses as proxies write them', () => {
  it('drops ports, brackets and the IPv4 mapping; refuses what is no address', () => {
    expect(normaliseAddress(' 90.0.0.1:51234 ')).toBe('90.0.0.1')
    expect(normaliseAddress('[2a01:cb00::1]:443')).toBe('2a01:cb00::1')
    expect(normaliseAddress('::ffff:90.0.0.1')).toBe('90.0.0.1')
    for (const junk of ['999.1.1.1', 'unknown', '', null, undefined]) {
      expect(normaliseAddress(junk)).toBeNull()
    }
  })
})

describe('TRUSTED_PROXIES', () => {
  it('is none when unset, empty, none or 0; a number is a hop count', () => {
    for (const value of [undefined, '', 'none', '0'])
      expect(parseTrustedProxies(value)).toEqual({ hops: 0 })
    expect(parseTrustedProxies('2')).toEqual({ hops: 2 })
  })

  it('takes addresses and CIDR blocks of both families, and refuses anything else', () => {
    const trust = parseTrustedProxies('10.0.0.0/8, 192.0.2.7, fd00::/8')
    expect(resolveClientAddress('10.1.2.3', '90.0.0.1', trust)).toBe('90.0.0.1')
    expect(resolveClientAddress('192.0.2.7', '90.0.0.1', trust)).toBe('90.0.0.1')
    expect(resolveClientAddress('fd00::5', '90.0.0.1', trust)).toBe('90.0.0.1')
    for (const bad of ['10.0.0.0/33', 'proxy.local', '10.0.0.0/x', '-1']) {
      expect(() => parseTrustedProxies(bad)).toThrow(/TRUSTED_PROXIES/)
    }
  })
})

describe('the client of a request', () => {
  it('is the socket when no proxy is trusted: a forwarded header is the client talking', () => {
    expect(resolveClientAddress('::ffff:203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9')
    expect(resolveClientAddress('203.0.113.9', undefined, none)).toBe('203.0.113.9')
  })

  it('walks from the right end as many hops as are trusted', () => {
    const chain = '6.6.6.6, 90.0.0.1, 10.0.0.2'
    expect(resolveClientAddress('10.0.0.1', chain, { hops: 1 })).toBe('10.0.0.2')
    expect(resolveClientAddress('10.0.0.1', chain, { hops: 2 })).toBe('90.0.0.1')
    // More hops trusted than there are: the furthest address known.
    expect(resolveClientAddress('10.0.0.1', '90.0.0.1', { hops: 5 })).toBe('90.0.0.1')
  })

  it('ignores what the client wrote left of the trusted proxies', () => {
    const trust = parseTrustedProxies('10.0.0.0/8')
    const spoofed = (left: string) =>
      resolveClientAddress('10.0.0.1', `${left}, 90.0.0.1, 10.0.0.2`, trust)
    expect(spoofed('1.1.1.1')).toBe('90.0.0.1')
    expect(spoofed('2.2.2.2')).toBe('90.0.0.1')
  })

  it('stops at the proxy that reported a garbled entry', () => {
    expect(resolveClientAddress('10.0.0.1', 'garbage', { hops: 1 })).toBe('10.0.0.1')
    expect(resolveClientAddress(undefined, '90.0.0.1', { hops: 1 })).toBeNull()
  })
})

describe('clientAddress', () => {
  afterEach(() => vi.unstubAllEnvs())
  const headers = (init: Record<string, string>) => new Headers(init)

  it("in production, reads only the app's server's header, and only behind that server", () => {
    vi.stubEnv('NODE_ENV', 'production')
    const sent = headers({ 'x-client-address': '90.0.0.1', 'x-forwarded-for': '1.1.1.1' })
    vi.spyOn(logger(), 'error').mockImplementation(() => {})
    expect(clientAddress(sent)).toBeNull()
    vi.stubEnv(RESOLVED_BY_SERVER, '1')
    expect(clientAddress(sent)).toBe('90.0.0.1')
    expect(clientAddress(headers({ 'x-forwarded-for': '1.1.1.1' }))).toBeNull()
  })

  it('in development and tests, falls back on the first forwarded address, then x-real-ip', () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(clientAddress(headers({ 'x-forwarded-for': ' 90.0.0.1 , 10.0.0.1' }))).toBe('90.0.0.1')
    expect(clientAddress(headers({ 'x-forwarded-for': 'unknown', 'x-real-ip': '8.8.8.8' }))).toBe(
      '8.8.8.8',
    )
    expect(clientAddress(headers({}))).toBeNull()
  })
})
