import { createHash, randomBytes } from 'node:crypto'

import { CART_HINT_COOKIE } from '@/commerce/client/cart-signal'

/** The guest cart's cookie: an unguessable secret, HTTP-only; the database keeps its hash. */
export const CART_COOKIE = 'cart'
const MAX_AGE_S = 60 * 24 * 60 * 60

export const newCartSecret = (): string => randomBytes(32).toString('base64url')

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex')

/** The cart secret sent by the browser, if it has the shape of one. */
export function readCartSecret(headers: Headers): string | null {
  const header = headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== CART_COOKIE) continue
    const value = rest.join('=')
    return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null
  }
  return null
}

const isHttps = (request: Request): boolean =>
  request.url.startsWith('https:') || request.headers.get('x-forwarded-proto') === 'https'

/**
 * Set-Cookie values for a new cart: the secret (HTTP-only, SameSite=Lax so cross-site posts carry
 * no cart, Secure over HTTPS) and a readable hint that a cart exists, for the header count.
 */
export function cartCookies(secret: string, request: Request): string[] {
  const common = `Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`
  return [`${CART_COOKIE}=${secret}; HttpOnly; ${common}`, `${CART_HINT_COOKIE}=1; ${common}`]
}
