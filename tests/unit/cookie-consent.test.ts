import { describe, expect, it } from 'vitest'

import {
  consentCookie,
  consentFromCookies,
  decodeConsent,
  encodeConsent,
} from '@/components/cookie-dialog/consent'

describe('cookie consent', () => {
  it('encodes and decodes every choice', () => {
    for (const analytics of [true, false])
      for (const marketing of [true, false]) {
        const consent = { analytics, marketing }
        expect(decodeConsent(encodeConsent(consent))).toEqual(consent)
      }
    expect(encodeConsent({ analytics: true, marketing: false })).toBe('analytics:1,marketing:0')
  })

  it('reads nothing from a missing or foreign value', () => {
    expect(decodeConsent(undefined)).toBeNull()
    expect(decodeConsent('yes')).toBeNull()
    expect(consentFromCookies('theme=dark')).toBeNull()
  })

  it('writes a first-party cookie for a year, site-wide, SameSite=Lax', () => {
    const cookie = consentCookie({ analytics: false, marketing: true }, true)
    expect(cookie).toBe(
      'cookie_consent=analytics%3A0%2Cmarketing%3A1; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    )
    expect(consentCookie({ analytics: false, marketing: true }, false)).not.toContain('Secure')
  })

  it('finds the choice among the cookies of a request or the document', () => {
    const header = 'theme=dark; cookie_consent=analytics%3A1%2Cmarketing%3A0; other=1'
    expect(consentFromCookies(header)).toEqual({ analytics: true, marketing: false })
  })
})
