import { describe, expect, it } from 'vitest'

import { capRefusal } from '@/commerce/domain/staff/adjustment-caps'

const limits = { perAdjustment: 5000, perDay: 20000 }

describe('capRefusal', () => {
  it('lets through what fits, credits and debits alike, up to the limits themselves', () => {
    expect(capRefusal(5000, 0, limits)).toBeNull()
    expect(capRefusal(-5000, 15000, limits)).toBeNull()
  })

  it('refuses above the limit per adjustment, whatever the sign', () => {
    expect(capRefusal(-5001, 0, limits)).toEqual({ cap: 'perAdjustment', limit: 5000, used: 0 })
  })

  it("refuses what would pass the day's limit with what was adjusted today", () => {
    expect(capRefusal(1, 20000, limits)).toEqual({ cap: 'perDay', limit: 20000, used: 20000 })
    expect(capRefusal(-2000, 19000, limits)).toEqual({ cap: 'perDay', limit: 20000, used: 19000 })
  })
})
