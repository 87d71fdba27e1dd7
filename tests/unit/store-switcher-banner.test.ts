import { describe, expect, it } from 'vitest'

import {
  DISMISSAL_MS,
  dismissalExpiry,
  shouldShowBanner,
} from '@/components/store-switcher/banner-dismissal'

const now = Date.UTC(2026, 10, 23, 12)

describe('store-switcher banner', () => {
  it('shows to a visitor from another country with no dismissal stored', () => {
    expect(shouldShowBanner('BE', 'FR', null, now)).toBe(true)
  })

  it("stays hidden when the country is unknown or the store's own", () => {
    expect(shouldShowBanner(null, 'FR', null, now)).toBe(false)
    expect(shouldShowBanner('FR', 'FR', null, now)).toBe(false)
  })

  it('stays hidden for two days after closing, then shows again', () => {
    const stored = String(dismissalExpiry(now))
    expect(DISMISSAL_MS).toBe(2 * 24 * 60 * 60 * 1000)
    expect(shouldShowBanner('BE', 'FR', stored, now + DISMISSAL_MS - 1)).toBe(false)
    expect(shouldShowBanner('BE', 'FR', stored, now + DISMISSAL_MS + 1)).toBe(true)
  })

  it('ignores an unreadable stored value', () => {
    expect(shouldShowBanner('BE', 'FR', 'soon', now)).toBe(true)
  })
})
