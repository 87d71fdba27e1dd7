/** The shopper's cookie choice; strictly necessary cookies need none (always on). */
export type Consent = { analytics: boolean; marketing: boolean }

/** First-party cookie the server can read later, when trackers exist. */
export const CONSENT_COOKIE = 'cookie_consent'

/** Dispatched on window once a choice is saved: what waits for consent (the tag manager) looks again. */
export const CONSENT_EVENT = 'cookie-consent-saved'

const ONE_YEAR_S = 365 * 24 * 60 * 60

export const ACCEPT_ALL: Consent = { analytics: true, marketing: true }
export const NOTHING_OPTIONAL: Consent = { analytics: false, marketing: false }

/** Compact and readable: 'analytics:1,marketing:0'. */
export const encodeConsent = (consent: Consent): string =>
  `analytics:${Number(consent.analytics)},marketing:${Number(consent.marketing)}`

/** The stored choice, or null when there is none or it cannot be read (ask again). */
export function decodeConsent(value: string | null | undefined): Consent | null {
  const match = /^analytics:([01]),marketing:([01])$/.exec(decodeURIComponent(value ?? ''))
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null
}

/** The Set-Cookie line for document.cookie: one year, whole site, sent on top-level navigation. */
export function consentCookie(consent: Consent, secure: boolean): string {
  const value = encodeURIComponent(encodeConsent(consent))
  return `${CONSENT_COOKIE}=${value}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The choice in a Cookie header or document.cookie. */
export function consentFromCookies(cookies: string): Consent | null {
  const pair = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
  return decodeConsent(pair?.slice(CONSENT_COOKIE.length + 1))
}
