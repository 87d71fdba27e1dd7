import { BlockList, isIP } from 'node:net'

import { logger } from './logger'

/**
 * Which hops in front of the app may say who the client is (TRUSTED_PROXIES): none (the socket's
 * peer is the client), the nearest `hops` proxies, or proxies at these networks.
 */
export type TrustedProxies = { hops: number } | { networks: BlockList }

/** The header the app's own server sets on every request, from the socket and TRUSTED_PROXIES. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** An address without the port or IPv4 mapping proxies add, or null when it is no address. */
export function normaliseAddress(raw: string | null | undefined): string | null {
  const trimmed = raw?.trim() ?? ''
  // Some proxies append the port: [v6]:port or a.b.c.d:port.
  const unported =
    /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1] ?? trimmed.replace(/^([\d.]+):\d+$/, '$1')
  // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d.
  const address = unported.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
  return isIP(address) ? address : null
}

/**
 * TRUSTED_PROXIES: unset, `none` or `0` trusts no proxy; a number trusts that many hops; otherwise
 * a comma-separated list of addresses and CIDR blocks. A malformed entry is an error, not ignored.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'none') return { hops: 0 }
  if (/^\d+$/.test(text)) return { hops: Number(text) }
  const networks = new BlockList()
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [network = '', prefix] = entry.split('/')
    const family = isIP(network)
    const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix)
    const maxBits = family === 4 ? 32 : 128
    if (!family || !/^\d*$/.test(prefix ?? '') || !(bits >= 0 && bits <= maxBits)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is neither an address nor a CIDR block`)
    }
    networks.addSubnet(network, bits, family === 4 ? 'ipv4' : 'ipv6')
  }
  return { networks }
}

const trustedAt = (trust: TrustedProxies, address: string, hop: number): boolean =>
  'hops' in trust
    ? hop < trust.hops
    : trust.networks.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6')

/**
 * The client's address: from the socket's peer, walk X-Forwarded-For from its right end (the
 * entry the nearest proxy added) while the hop is trusted; the first untrusted hop is the client.
 * Entries left of it were written by the client and are never read. A garbled entry stops the walk
 * at the proxy that reported it.
 */
export function resolveClientAddress(
  socketAddress: string | null | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustedProxies,
): string | null {
  const chain = (forwardedFor ?? '').split(',').filter((entry) => entry.trim() !== '')
  let client = normaliseAddress(socketAddress)
  for (let hop = 0; client !== null && trustedAt(trust, client, hop); hop++) {
    const entry = chain.pop()
    if (entry === undefined) break
    const next = normaliseAddress(entry)
    if (next === null) break
    client = next
  }
  return client
}

/** Set by the web server (scripts/lib/web-server.ts) in its own process: only then does the header come from the socket. */
export const RESOLVED_BY_SERVER = 'STOREFRONT_CLIENT_ADDRESS_RESOLVED'

let warned = false

/**
 * The client's address for per-client limits and GeoIP. In production only the app's own server
 * says it; `next dev` and the tests read the first forwarded address as before (whoever can reach a
 * development server can spoof it, and nothing there is worth it).
 */
export function clientAddress(headers: Headers): string | null {
  if (process.env.NODE_ENV === 'production') {
    if (process.env[RESOLVED_BY_SERVER] === '1')
      return normaliseAddress(headers.get(CLIENT_ADDRESS_HEADER))
    if (!warned) logger().error('Client addresses are unknown: start the app with `npm start`')
    warned = true
    return null
  }
  return (
    normaliseAddress(headers.get(CLIENT_ADDRESS_HEADER)) ??
    normaliseAddress(headers.get('x-forwarded-for')?.split(',')[0]) ??
    normaliseAddress(headers.get('x-real-ip'))
  )
}
