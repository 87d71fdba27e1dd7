/**
 * Spec §8 PIN rate limit: wrong PINs are counted per card number (known or not, so answers
 * cannot tell which numbers exist); a few failures within a window lock the number for a while.
 */
export const PIN_LOCK = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 } as const

/** Checks per client address, on top of the captcha: a guesser cannot spread over many numbers. */
export const CLIENT_CHECK_LIMIT = { limit: 20, windowMinutes: 10 } as const

const MINUTE = 60_000

/** Failures counted before this moment belong to an earlier window and count no more. */
export const failureWindowStart = (now: Date): Date =>
  new Date(now.getTime() - PIN_LOCK.windowMinutes * MINUTE)

/** When a lock taken at `now` ends. */
export const lockEnd = (now: Date): Date => new Date(now.getTime() + PIN_LOCK.lockMinutes * MINUTE)

/** Whole minutes until `until` (at least 1), the number the holder is told to wait. */
export const minutesUntil = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE))

/** A number's attempts as counted, this attempt included (the count is taken before the check). */
export type PinAttempts = { failures: number; lockedUntil: Date | null }

/**
 * What to do with an attempt whose count was just taken: refuse while locked, refuse an attempt
 * beyond the allowance (a burst running ahead of the lock), or check the PIN — and lock the
 * number if that check fails and uses up the allowance.
 */
export type PinVerdict = { check: false; minutes: number } | { check: true; lockOnFailure: boolean }

export function pinVerdict({ failures, lockedUntil }: PinAttempts, now: Date): PinVerdict {
  if (lockedUntil && lockedUntil > now)
    return { check: false, minutes: minutesUntil(lockedUntil, now) }
  if (failures > PIN_LOCK.maxFailures) return { check: false, minutes: PIN_LOCK.lockMinutes }
  return { check: true, lockOnFailure: failures >= PIN_LOCK.maxFailures }
}
