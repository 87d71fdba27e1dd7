import { randomInt } from 'node:crypto'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** The built server under test: `next build && npm start`, started by Playwright's webServer. */
export const serverUrl = `http://localhost:${process.env.E2E_PORT ?? '3100'}`

export const userData = { language: 'fr', storeID: 52, countryCode: 'FR', redeemToken: null }

export type GatewayError = {
  message: string
  code: number
  referencedRequestParameter: string | null
}
export const ERRORS = 'errors { message code referencedRequestParameter }'

/** A documentation-range address (RFC 5737's 198.51.x.x) of its own, so each client has its own rate-limit windows. */
export const someAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`

export type Answer = { status: number; headers: Headers; body: string; json: unknown }

/**
 * One browser as the server sees it: a cookie jar and a client address (sent as the one hop the e2e
 * server trusts, TRUSTED_PROXIES=1), talking HTTP to the built server.
 */
export class ServerClient {
  readonly jar = new Map<string, string>()
  constructor(
    readonly address: string = someAddress(),
    readonly base: string = serverUrl,
  ) {}

  /** The server's own Response (a binary body, e.g. a PDF), the cookies it sets kept in the jar. */
  async send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.address)
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie)
    const response = await fetch(new URL(path, this.base), { redirect: 'manual', ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', ...rest] = pair.split('=')
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(name)
      else this.jar.set(name, rest.join('='))
    }
    return response
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Answer> {
    const response = await this.send(path, init)
    const body = await response.text()
    let json: unknown = null
    try {
      json = JSON.parse(body)
    } catch {
      // Not JSON (an HTML page, an empty answer): the test reads `body`.
    }
    return { status: response.status, headers: response.headers, body, json }
  }

  /**
   * A POST to the commerce gateway as a widget sends it; mutations bypass the cache as §7 says.
   * `signal` gives up waiting (a test that times each answer).
   */
  gatewayRaw(
    query: string,
    variables: Record<string, unknown> = {},
    headers: HeadersInit = {},
    signal?: AbortSignal,
  ) {
    const sent = new Headers(headers)
    sent.set('content-type', 'application/json')
    sent.set('x-store-id', '52')
    if (/^\s*mutation/.test(query) && !sent.has('x-bypass-cache')) sent.set('x-bypass-cache', '1')
    return this.fetch('/api/gateway/', {
      method: 'POST',
      headers: sent,
      body: JSON.stringify({ query, variables: { userData, ...variables } }),
      signal,
    })
  }

  /** The named operation's result (its `data` field); throws when the answer has no data. */
  async gateway<T = Record<string, unknown>>(
    field: string,
    query: string,
    variables: Record<string, unknown> = {},
    headers: HeadersInit = {},
    signal?: AbortSignal,
  ): Promise<T & { errors: GatewayError[] }> {
    const answer = await this.gatewayRaw(query, variables, headers, signal)
    const data = (answer.json as { data?: Record<string, unknown> } | null)?.data
    if (!data?.[field]) throw new Error(`No data for ${field} (${answer.status}): ${answer.body}`)
    return data[field] as T & { errors: GatewayError[] }
  }

  /** What the ALTCHA widget does in the browser: fetch a challenge, solve it, send the payload. */
  async captcha(): Promise<string> {
    const { status, json: challenge } = await this.fetch('/api/captcha/challenge/')
    if (status !== 200) throw new Error(`No captcha challenge (${status})`)
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey })
    if (!solution) throw new Error('The captcha challenge was not solved')
    return btoa(JSON.stringify({ challenge, solution }))
  }
}
