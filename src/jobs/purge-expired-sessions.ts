import type { TaskConfig } from 'payload'

import { PIN_LOCK } from '@/commerce/domain/cards/pin-lock'

/**
 * Hourly: drops ended customer sessions, spent captcha solutions past their expiry and PIN
 * counters whose window and lock have both passed (the next attempt would start anew anyway), and
 * rate-limit windows that have ended (Postgres store; Redis expires its keys itself).
 */
export const purgeExpiredSessions: TaskConfig<'purgeExpiredSessions'> = {
  slug: 'purgeExpiredSessions',
  schedule: [{ cron: '17 * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'sessions', type: 'number', required: true },
    { name: 'captchaSolutions', type: 'number', required: true },
    { name: 'pinAttempts', type: 'number', required: true },
    { name: 'rateLimits', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const { pool } = req.payload.db
    const sessions = await pool.query(`DELETE FROM customer_sessions WHERE expires_at < now()`)
    // A spent solution is kept until its challenge expires: after that it is refused anyway.
    const solutions = await pool.query(`DELETE FROM captcha_solutions WHERE expires_at < now()`)
    const pinAttempts = await pool.query(
      `DELETE FROM card_pin_attempts
       WHERE window_started_at < now() - make_interval(mins => $1)
         AND (locked_until IS NULL OR locked_until < now())`,
      [PIN_LOCK.windowMinutes],
    )
    // The limiter's own table (migration 20261125_230000_rate_limits): expire is ms since the epoch.
    const rateLimits = await pool.query(`DELETE FROM rate_limits WHERE expire < $1`, [Date.now()])
    return {
      output: {
        sessions: sessions.rowCount ?? 0,
        captchaSolutions: solutions.rowCount ?? 0,
        pinAttempts: pinAttempts.rowCount ?? 0,
        rateLimits: rateLimits.rowCount ?? 0,
      },
    }
  },
}
