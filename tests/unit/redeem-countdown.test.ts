import { describe, expect, it } from 'vitest'

import {
  MAX_REDIRECT_SECONDS,
  redirectSeconds,
  secondsLeft,
  spokenSeconds,
} from '@/commerce/widgets/redeem/countdown'

describe('the shop redirect countdown', () => {
  it('takes whole seconds from the brand, at most a minute, none when unset', () => {
    expect(redirectSeconds(5)).toBe(5)
    expect(redirectSeconds(2.2)).toBe(3)
    expect(redirectSeconds(600)).toBe(MAX_REDIRECT_SECONDS)
    expect(redirectSeconds(0)).toBe(0)
    expect(redirectSeconds(-4)).toBe(0)
    expect(redirectSeconds(null)).toBe(0)
    expect(redirectSeconds(undefined)).toBe(0)
    expect(redirectSeconds(Number.NaN)).toBe(0)
  })

  it('counts down from the start, catching up after a slow timer, never below 0', () => {
    expect(secondsLeft(10, 0)).toBe(10)
    expect(secondsLeft(10, 999)).toBe(10)
    expect(secondsLeft(10, 1_000)).toBe(9)
    expect(secondsLeft(10, 7_400)).toBe(3)
    expect(secondsLeft(10, 10_000)).toBe(0)
    expect(secondsLeft(10, 60_000)).toBe(0)
    expect(secondsLeft(10, -50)).toBe(10)
  })

  it('speaks the full time, then every five seconds, then the opening', () => {
    const spoken = [12, 11, 10, 9, 6, 5, 4, 1, 0].map((left) => spokenSeconds(left, 12))
    expect(spoken).toEqual([12, 12, 10, 10, 10, 5, 5, 5, 0])
  })

  it('changes its words only a few times in a whole countdown', () => {
    const total = 8
    const words = new Set<number>()
    for (let left = total; left >= 0; left -= 1) words.add(spokenSeconds(left, total))
    expect([...words]).toEqual([8, 5, 0])
  })
})
