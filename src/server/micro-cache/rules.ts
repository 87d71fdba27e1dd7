/**
 * What the instance's micro-cache (page-copies.ts) may keep and answer: the rules of the load
 * balancer's micro-cache (deploy/nginx.conf), for one process.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

import { hostNameOf } from '@/commerce/domain/host-name'

/**
 * The cookies of a shopper or staff member (session, basket, order access, admin, draft mode,
 * store preview): a request with one is never answered from, nor kept in, the micro-cache.
 * deploy/nginx.conf's `$personal` names the same (tests/unit/micro-cache.test.ts).
 */
export const PERSONAL_COOKIES = [
  'session',
  'cart',
  'has_cart',
  'has_session',
  'order_access',
  'payload-token',
  '__prerender_bypass',
  'preview-store',
] as const

/**
 * Set by the proxy on a page of a host a store lists (not the default store's answer to any other
 * host): only those are kept, so a visitor naming made-up hosts adds no entry.
 */
export const LISTED_HOST_HEADER = 'x-store-host'

/** The encodings a copy may be kept in, each a key of its own; Next compresses with gzip. */
export const ENCODINGS = ['gzip', 'identity'] as const
export type Encoding = (typeof ENCODINGS)[number]

/**
 * The shape of the shop's paths (lower case, each ending with a slash): a percent-encoded, dotted or
 * doubled variant of a page, which Next may answer too, is never a key of its own.
 */
const PAGE_PATH = /^(\/[a-z0-9][a-z0-9._-]*)*\/$/

const personal = new RegExp(`(^|;)\\s*(${PERSONAL_COOKIES.join('|')})=`)

/**
 * The key of an anonymous document request that may be answered from a copy, without its
 * encoding: the host name and the path. Undefined for anything else: not a GET, a query string
 * (one entry per made-up value) or a path of another shape, Next's client navigations and
 * prefetches (headers it varies on), credentials or a personal cookie, ranges, no host name.
 */
export function copyKeyOf(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): string | undefined {
  if (method !== 'GET' || !url || !PAGE_PATH.test(url)) return undefined
  for (const name of Object.keys(headers)) {
    if (
      name === 'rsc' ||
      name.startsWith('next-') ||
      name === 'authorization' ||
      name === 'range'
    ) {
      return undefined
    }
  }
  if (personal.test(headers.cookie ?? '')) return undefined
  const host = hostNameOf(headers.host)
  return host === undefined ? undefined : `${host}${url}`
}

/** The encodings the request accepts, of those a copy is kept in, the best first. */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const accepts = [header ?? []].flat().join(',').toLowerCase()
  const gzip = accepts.split(',').some((part) => {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim())
    return (name === 'gzip' || name === '*') && !parameters.some((p) => /^q=0(\.0*)?$/.test(p))
  })
  return gzip ? ['gzip', 'identity'] : ['identity']
}

const header = (headers: OutgoingHttpHeaders, name: string): string =>
  [headers[name] ?? []].flat().join(',').toLowerCase()

/**
 * Whether an answer may be kept: a 200 HTML page of a listed host that the app declares shared
 * (`s-maxage`, neither private nor no-store) and that sets no cookie, in an encoding kept apart.
 */
export function storable(status: number, headers: OutgoingHttpHeaders): Encoding | undefined {
  const control = header(headers, 'cache-control')
  const encoding = header(headers, 'content-encoding') || 'identity'
  const kept =
    status === 200 &&
    header(headers, LISTED_HOST_HEADER) === '1' &&
    header(headers, 'content-type').startsWith('text/html') &&
    /(^|,)\s*s-maxage=/.test(control) &&
    !/(^|,)\s*(private|no-store)\b/.test(control) &&
    headers['set-cookie'] === undefined
  return kept ? ENCODINGS.find((known) => known === encoding) : undefined
}
