/**
 * The countdown of the shop more-information modal before it takes the holder to the brand's
 * shop (spec §3 brand redirect time, in seconds). Pure: the modal's hook feeds it the clock.
 */

/** A redirect time from editors' data kept sane: whole seconds, at most a minute. */
export const MAX_REDIRECT_SECONDS = 60

export function redirectSeconds(time: number | null | undefined): number {
  if (typeof time !== 'number' || !Number.isFinite(time) || time <= 0) return 0
  return Math.min(Math.ceil(time), MAX_REDIRECT_SECONDS)
}

/** Seconds still to wait, `elapsedMs` after the start: a throttled timer catches up. */
export function secondsLeft(total: number, elapsedMs: number): number {
  return Math.max(0, total - Math.floor(Math.max(0, elapsedMs) / 1000))
}

/** How often a screen reader is told the seconds left: a polite word, not one every second. */
const SPOKEN_STEP = 5

/**
 * The seconds the polite live region says: the full time at the start, then every five seconds,
 * then 0 when the shop opens; between those the region keeps its words, so nothing is repeated.
 */
export function spokenSeconds(left: number, total: number): number {
  if (left <= 0) return 0
  return Math.min(total, Math.ceil(left / SPOKEN_STEP) * SPOKEN_STEP)
}
