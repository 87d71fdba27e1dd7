import { describe, expect, it } from 'vitest'

import {
  failureWindowStart,
  lockEnd,
  minutesUntil,
  PIN_LOCK,
  pinVerdict,
} from '@/commerce/domain/cards/pin-lock'

const now = new Date('2026-03-01T10:00:00Z')
const minutes = (count: number) => new Date(now.getTime() + count * 60_000)

describe('PIN lock', () => {
  it('checks the PIN while the allowance lasts, and locks on the failure that uses it up', () => {
    expect(pinVerdict({ failures: 1, lockedUntil: null }, now)).toEqual({
      check: true,
      lockOnFailure: false,
    })
    expect(pinVerdict({ failures: PIN_LOCK.maxFailures - 1, lockedUntil: null }, now)).toEqual({
      check: true,
      lockOnFailure: false,
    })
    expect(pinVerdict({ failures: PIN_LOCK.maxFailures, lockedUntil: null }, now)).toEqual({
      check: true,
      lockOnFailure: true,
    })
  })

  it('refuses an attempt beyond the allowance before the lock is written (a burst)', () => {
    const verdict = pinVerdict({ failures: PIN_LOCK.maxFailures + 3, lockedUntil: null }, now)
    expect(verdict).toEqual({ check: false, minutes: PIN_LOCK.lockMinutes })
  })

  it('refuses while locked, telling the minutes left, and checks again once the lock ended', () => {
    expect(pinVerdict({ failures: 5, lockedUntil: minutes(7.5) }, now)).toEqual({
      check: false,
      minutes: 8,
    })
    expect(pinVerdict({ failures: 1, lockedUntil: minutes(-1) }, now)).toMatchObject({
      check: true,
    })
  })

  it('counts failures within a 15-minute window and locks for 15 minutes', () => {
    expect(failureWindowStart(now)).toEqual(minutes(-15))
    expect(lockEnd(now)).toEqual(minutes(15))
  })

  it('never tells a holder to wait 0 minutes', () => {
    expect(minutesUntil(new Date(now.getTime() + 1000), now)).toBe(1)
    expect(minutesUntil(minutes(15), now)).toBe(15)
  })
})
