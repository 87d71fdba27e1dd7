import type { Payload } from 'payload'

import { poolOf } from './pool'

/** How many rows each purge dropped. */
export type Purged = {
  sessions: number
  captchaSolutions: number
  pinAttempts: number
  rateLimits: number
}

/**
 * Drops ended customer sessions, spent captcha solutions past their expiry, PIN counters whose
 * window (`pinWindowMinutes`) and lock have both passed, and rate-limit windows ended at `nowMs`.
 */
export async function purgeExpired(
  payload: Payload,
  { pinWindowMinutes, nowMs }: { pinWindowMinutes: number; nowMs: number },
): Promise<Purged> {
  const pool = poolOf(payload)
  const sessions = await pool.query(`DELETE FROM customer_sessions WHERE expires_at < now()`)
  const solutions = await pool.query(`DELETE FROM captcha_solutions WHERE expires_at < now()`)
  const pinAttempts = await pool.query(
    `DELETE FROM card_pin_attempts
     WHERE window_started_at < now() - make_interval(mins => $1)
       AND (locked_until IS NULL OR locked_until < now())`,
    [pinWindowMinutes],
  )
  // The limiter's own table (migration 20261125_230000_rate_limits): expire is ms since the epoch.
  const rateLimits = await pool.query(`DELETE FROM rate_limits WHERE expire < $1`, [nowMs])
  return {
    sessions: sessions.rowCount ?? 0,
    captchaSolutions: solutions.rowCount ?? 0,
    pinAttempts: pinAttempts.rowCount ?? 0,
    rateLimits: rateLimits.rowCount ?? 0,
  }
}

/** Drops carts untouched for `days`; how many. */
export async function purgeStaleCarts(payload: Payload, days: number): Promise<number> {
  const { rowCount } = await poolOf(payload).query(
    `DELETE FROM orders WHERE status = 'cart' AND updated_at < now() - make_interval(days => $1)`,
    [days],
  )
  return rowCount ?? 0
}
