import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import type { GatewayContext } from '@/commerce/gateway/context'
import {
  browserOpensOrder,
  grantOrderAccess,
  ORDER_ACCESS_COOKIE,
} from '@/commerce/services/orders/access-cookie'
import {
  ORDER_ACCESS_DAYS,
  opensOrder,
  orderAccessToken,
} from '@/commerce/services/orders/access-token'

const DAY_MS = 86_400_000

describe('an order access token', () => {
  const uuid = randomUUID()

  it('opens its own order until it expires, 30 days after it was made', () => {
    const madeAt = new Date('2026-11-01T10:00:00Z')
    const token = orderAccessToken(uuid, madeAt)
    expect(ORDER_ACCESS_DAYS).toBe(30)
    expect(opensOrder(uuid, token, new Date(madeAt.getTime() + 29 * DAY_MS))).toBe(true)
    expect(opensOrder(uuid.toUpperCase(), token, madeAt)).toBe(true)
    expect(opensOrder(uuid, token, new Date(madeAt.getTime() + 30 * DAY_MS))).toBe(false)
    expect(opensOrder(randomUUID(), token, madeAt)).toBe(false)
  })

  it('refuses a changed expiry, a changed signature and anything not shaped like a token', () => {
    const token = orderAccessToken(uuid)
    const [expiry, signature] = token.split('.') as [string, string]
    const later = `${Number(expiry) + 86_400}.${signature}`
    const flipped = `${expiry}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    for (const forged of [later, flipped, '', 'x', `${expiry}.`, null, undefined]) {
      expect(opensOrder(uuid, forged)).toBe(false)
    }
  })
})

/** A gateway request from a browser holding `cookie`; what the answer sets lands in `set`. */
function request(cookie: string | null) {
  const headers = new Headers(cookie ? { cookie: `${ORDER_ACCESS_COOKIE}=${cookie}` } : {})
  const set: string[] = []
  const context = {
    request: new Request('http://localhost:3000/api/gateway/', { headers }),
    responseCookies: set,
  } as unknown as GatewayContext
  return { context, set }
}

const valueOf = (line: string) => line.split(';')[0]!.slice(ORDER_ACCESS_COOKIE.length + 1)

describe('the order access cookie', () => {
  it('is HTTP-only, SameSite=Lax, sent to /api/ only, for 30 days', () => {
    const { context, set } = request(null)
    grantOrderAccess(context, randomUUID())
    expect(set).toHaveLength(1)
    expect(set[0]).toMatch(/; HttpOnly; Path=\/api\/; Max-Age=2592000; SameSite=Lax$/)
  })

  it('keeps the ten newest orders, each once, and opens those only', () => {
    const orders = Array.from({ length: 12 }, () => randomUUID())
    let cookie: string | null = null
    for (const uuid of [...orders, orders[11]!, orders[11]!]) {
      const { context, set } = request(cookie)
      grantOrderAccess(context, uuid)
      cookie = valueOf(set[0]!)
    }
    expect(cookie!.split('~')).toHaveLength(10)
    const headers = new Headers({ cookie: `${ORDER_ACCESS_COOKIE}=${cookie}` })
    expect(orders.map((uuid) => browserOpensOrder(headers, uuid))).toEqual([
      false,
      false,
      ...Array(10).fill(true),
    ])
    expect(browserOpensOrder(new Headers(), orders[11]!)).toBe(false)
  })

  it('drops tokens that have expired when it is written again', () => {
    const old = randomUUID()
    const expired = orderAccessToken(old, new Date(Date.now() - 31 * DAY_MS))
    const { context, set } = request(expired)
    grantOrderAccess(context, randomUUID())
    expect(valueOf(set[0]!).split('~')).toHaveLength(1)
  })
})
