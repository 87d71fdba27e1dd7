import { createHash, randomBytes } from 'node:crypto'

import { CART_HINT_COOKIE } from '@/commerce/client/cart-signal'

import { expiredCookie, readCookie, sessionCookieAttributes } from '@/server/cookies'

/** The guest cart's cookie: an unguessable secret, HTTP-only; the database keeps its hash. */
export const CART_COOKIE = 'cart'
const MAX_AGE_S = 60 * 24 * 60 * 60

export const newCartSecret = (): string => randomBytes(32).toString('base64url')

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex')

/** The cart secret sent by the browser, if it has the shape of one. */
export function readCartSecret(headers: Headers): string | null {
  const value = readCookie(headers, CART_COOKIE)
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null
}

/**
 * Set-Cookie values for a new cart: the secret (HTTP-only, SameSite=Lax so cross-site posts carry
 * no cart, Secure over HTTPS) and a readable hint that a cart exists, for the header count.
 */
export function cartCookies(secret: string, request: Request): string[] {
  const common = sessionCookieAttributes(request, MAX_AGE_S)
  return [`${CART_COOKIE}=${secret}; HttpOnly; ${common}`, `${CART_HINT_COOKIE}=1; ${common}`]
}

/** Set-Cookie values that forget the cart in this browser (logout: spec §4 resets the cart). */
export const forgetCartCookies = (request: Request): string[] => [
  expiredCookie(CART_COOKIE, request, true),
  expiredCookie(CART_HINT_COOKIE, request, false),
]
