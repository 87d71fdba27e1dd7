import type { ServiceContext } from '@/commerce/services/context'
import { expiredCookie, readCookie, sessionCookieAttributes } from '@/server/cookies'
import {
  ACCESS_TOKEN,
  accessTokenExpiry,
  ORDER_ACCESS_DAYS,
  opensOrder,
  orderAccessToken,
} from './access-token'

/**
 * The orders this browser placed: one HTTP-only cookie with the access tokens of its latest
 * few orders. One cookie rather than one per order: every order is read through the same
 * gateway path, so a Path per order cannot scope them, and a bounded list keeps the header
 * small (10 tokens, about 340 bytes) however many orders a browser places. Sent to /api/ only
 * (the gateway and the invoice route), never with pages.
 */
export const ORDER_ACCESS_COOKIE = 'order_access'
const COOKIE_PATH = '/api/'
const MAX_ORDERS = 10
const SEPARATOR = '~'

/** The tokens of the browser's cookie that have the shape of one. */
function readTokens(headers: Headers): string[] {
  const value = readCookie(headers, ORDER_ACCESS_COOKIE) ?? ''
  return value
    .split(SEPARATOR)
    .filter((token) => ACCESS_TOKEN.test(token))
    .slice(0, MAX_ORDERS)
}

/** Whether this browser placed the order (or paid it through the e-mail's link). */
export const browserOpensOrder = (headers: Headers, uuid: string): boolean =>
  readTokens(headers).some((token) => opensOrder(uuid, token))

/**
 * Adds the order to the browser's cookie, newest first: the same order's older token and
 * expired ones are dropped, and past MAX_ORDERS the oldest goes.
 */
export function grantOrderAccess(context: ServiceContext, uuid: string): void {
  const now = new Date()
  const kept = readTokens(context.request.headers).filter(
    (token) =>
      (accessTokenExpiry(token)?.getTime() ?? 0) > now.getTime() && !opensOrder(uuid, token, now),
  )
  const tokens = [orderAccessToken(uuid, now), ...kept].slice(0, MAX_ORDERS)
  const attributes = sessionCookieAttributes(
    context.request,
    ORDER_ACCESS_DAYS * 86_400,
    COOKIE_PATH,
  )
  context.responseCookies.push(
    `${ORDER_ACCESS_COOKIE}=${tokens.join(SEPARATOR)}; HttpOnly; ${attributes}`,
  )
}

/** Gives the browser the order a placing answered, if one was made. */
export function withOrderAccessCookie<R extends { orderUuid: string | null }>(
  context: ServiceContext,
  result: R,
): R {
  if (result.orderUuid) grantOrderAccess(context, result.orderUuid)
  return result
}

/** The Set-Cookie value that forgets the browser's orders (logout). */
export const forgetOrderAccess = (request: Request): string =>
  expiredCookie(ORDER_ACCESS_COOKIE, request, true, COOKIE_PATH)
