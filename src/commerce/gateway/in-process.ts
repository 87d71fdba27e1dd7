import 'server-only'

import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'

import { gateway } from './server'

/** What a call made while rendering a page takes of the page's request: store, cart, address. */
const PAGE_HEADERS = ['host', 'cookie', CLIENT_ADDRESS_HEADER, 'x-forwarded-for', 'x-real-ip']

/**
 * A fetch for gatewayRequest that asks the gateway inside this process while a page renders a
 * shopper's own data (the basket): the same documents, checks and answers as the browser's
 * calls, without an HTTP round trip or a connection of its own. Set-Cookie values are dropped:
 * a read sets none, and a page render could not send them.
 */
export function inProcessGateway(page: Headers): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    for (const name of PAGE_HEADERS) {
      const value = page.get(name)
      if (value) headers.set(name, value)
    }
    const url = new URL(String(input), `http://${page.get('host') ?? 'localhost'}`)
    return gateway.fetch(new Request(url, { method: 'POST', headers, body: init?.body }), {
      responseCookies: [],
    })
  }
}
