import type { Consent } from './consent'

/**
 * Google's Consent Mode v2: which of its signals each category of the cookie dialog grants.
 * Statistics grant analytics storage; marketing grants ad storage, sending user data for ads and
 * ad personalisation. Shared with the tag manager's inline script, which cannot import.
 */
export const CONSENT_SIGNALS = {
  analytics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
} as const satisfies Record<keyof Consent, readonly string[]>

export type ConsentSignal = (typeof CONSENT_SIGNALS)[keyof Consent][number]
export type ConsentState = Record<ConsentSignal, 'granted' | 'denied'>

/** The signals a choice gives, each granted or denied (none: all denied, the default). */
export function consentState(consent: Consent | null): ConsentState {
  const entries = (Object.keys(CONSENT_SIGNALS) as (keyof Consent)[]).flatMap((category) =>
    CONSENT_SIGNALS[category].map((signal) => [signal, consent?.[category] ? 'granted' : 'denied']),
  )
  return Object.fromEntries(entries) as ConsentState
}

/**
 * gtag('consent', 'update', …) on the page's dataLayer, as Google's gtag.js pushes it (its
 * `arguments` object, which the container tells from an event): the dialog's saved choice.
 */
export function pushConsentUpdate(consent: Consent): void {
  const layer = ((window as { dataLayer?: unknown[] }).dataLayer ??= [])
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js pushes its arguments object
    layer.push(arguments)
  }
  gtag('consent', 'update', consentState(consent))
}
