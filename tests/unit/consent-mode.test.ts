import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  CONSENT_SIGNALS,
  consentState,
  pushConsentUpdate,
} from '@/components/cookie-dialog/consent-mode'

describe('Consent Mode v2 signals of the cookie dialog (issue 40 point 10)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('grants analytics storage for statistics, the three ad signals for marketing', () => {
    expect(CONSENT_SIGNALS).toEqual({
      analytics: ['analytics_storage'],
      marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
    })
    expect(consentState({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(consentState({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
    expect(Object.values(consentState(null))).toEqual(['denied', 'denied', 'denied', 'denied'])
  })

  it("pushes gtag('consent', 'update', …) as gtag.js does: its arguments object", () => {
    const page: { dataLayer?: unknown[] } = { dataLayer: [{ event: 'gtm.js' }] }
    vi.stubGlobal('window', page)
    pushConsentUpdate({ analytics: true, marketing: true })
    expect(page.dataLayer).toHaveLength(2)
    const pushed = page.dataLayer![1] as IArguments
    expect(Array.isArray(pushed)).toBe(false)
    expect(Object.prototype.toString.call(pushed)).toBe('[object Arguments]')
    expect(Array.from(pushed)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ])
  })
})
