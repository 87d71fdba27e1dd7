import type { Payload } from 'payload'
import type { YogaInitialContext } from 'graphql-yoga'

/** The request headers of spec §7, read once per request. */
export type GatewayRequest = {
  storeId: number | null
  language: string | null
  country: string | null
  pathname: string | null
  /** Sent by server-side renders. */
  ssr: boolean
  /** Sent with mutations: never answer from the cache. */
  bypassCache: boolean
  edgeAuth: string | null
}

/** What the route hands to each request: Set-Cookie values the answer must carry. */
export type GatewayServerContext = { responseCookies: string[] }

/** What the gateway adds to Yoga's context for every request. */
export type GatewayExtras = GatewayServerContext & {
  payload: Payload
  /** The request's store (src/server/store.ts), handed to every read of the catalogue and the store. */
  storeId: number
  gateway: GatewayRequest
}

export type GatewayContext = YogaInitialContext & GatewayExtras

const flag = (value: string | null) => value === '1' || value === 'true'

export function readGatewayHeaders(headers: Headers): GatewayRequest {
  const storeId = Number(headers.get('x-store-id'))
  return {
    storeId: Number.isInteger(storeId) && storeId > 0 ? storeId : null,
    language: headers.get('x-language'),
    country: headers.get('x-country'),
    pathname: headers.get('x-pathname'),
    ssr: flag(headers.get('x-ssr')),
    bypassCache: flag(headers.get('x-bypass-cache')),
    edgeAuth: headers.get('x-edge-auth'),
  }
}
