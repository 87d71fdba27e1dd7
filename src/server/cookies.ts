import { serverEnv } from './env'

/** A cookie of the request by name, or null. */
export function readCookie(headers: Headers, name: string): string | null {
  const header = headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

/**
 * Whether the shop is served over HTTPS, as SERVER_URL says: behind a proxy that ends TLS the app
 * itself may only ever see http requests, yet every cookie must be Secure.
 */
export const servedOverHttps = (serverUrl = serverEnv().SERVER_URL): boolean =>
  new URL(serverUrl).protocol === 'https:'

const isHttps = (request: Request): boolean =>
  servedOverHttps() ||
  request.url.startsWith('https:') ||
  request.headers.get('x-forwarded-proto') === 'https'

/**
 * Whole-site unless told, SameSite=Lax (cross-site posts carry none of them), Secure when the shop
 * is served over HTTPS (or this request came so).
 */
export const sessionCookieAttributes = (request: Request, maxAgeS: number, path = '/'): string =>
  `Path=${path}; Max-Age=${maxAgeS}; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`

/** A Set-Cookie value that removes a cookie (of that path). */
export const expiredCookie = (
  name: string,
  request: Request,
  httpOnly: boolean,
  path = '/',
): string => `${name}=; ${httpOnly ? 'HttpOnly; ' : ''}${sessionCookieAttributes(request, 0, path)}`
