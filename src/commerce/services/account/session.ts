import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { SESSION_HINT_COOKIE } from '@/commerce/client/session-hint'

import { hashSecret } from '@/commerce/services/cart'
import { expiredCookie, readCookie, sessionCookieAttributes } from '@/server/cookies'
import { forgetOrderAccess } from '@/commerce/services/orders/access-cookie'
import {
  deleteCustomerSession,
  deleteSessionsOfCustomer,
  findSessionCustomer,
  insertCustomerSession,
} from '@/commerce/db/customer-session-repository'

/** The customer's session cookie: an unguessable secret, HTTP-only; the database keeps its hash. */
export const SESSION_COOKIE = 'session'
export const SESSION_DAYS = 30
const MAX_AGE_S = SESSION_DAYS * 24 * 60 * 60

export const readSessionSecret = (headers: Headers): string | null => {
  const value = readCookie(headers, SESSION_COOKIE)
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null
}

/** Set-Cookie values of a new session, with the readable hint that one exists. */
export function sessionCookies(secret: string, request: Request): string[] {
  const common = sessionCookieAttributes(request, MAX_AGE_S)
  return [`${SESSION_COOKIE}=${secret}; HttpOnly; ${common}`, `${SESSION_HINT_COOKIE}=1; ${common}`]
}

/**
 * Set-Cookie values that end the browser's session (logout, deleted account); the orders it
 * placed are forgotten too, so the next user of a shared computer sees none of them.
 */
export const endSessionCookies = (request: Request): string[] => [
  expiredCookie(SESSION_COOKIE, request, true),
  expiredCookie(SESSION_HINT_COOKIE, request, false),
  forgetOrderAccess(request),
]

/** Starts a session for a customer; the secret goes to the browser, only its hash is stored. */
export async function createSession(payload: Payload, customerId: number): Promise<string> {
  const secret = randomBytes(32).toString('base64url')
  await insertCustomerSession(payload, customerId, hashSecret(secret), SESSION_DAYS)
  return secret
}

/** The customer of a live session, or null. */
export async function sessionCustomer(payload: Payload, secret: string): Promise<number | null> {
  return findSessionCustomer(payload, hashSecret(secret))
}

export async function deleteSession(payload: Payload, secret: string): Promise<void> {
  await deleteCustomerSession(payload, hashSecret(secret))
}

/** Ends every session of a customer but the one kept (after a password change), or all. */
export async function deleteCustomerSessions(
  payload: Payload,
  customerId: number,
  keepSecret: string | null = null,
): Promise<void> {
  await deleteSessionsOfCustomer(payload, customerId, keepSecret ? hashSecret(keepSecret) : null)
}
