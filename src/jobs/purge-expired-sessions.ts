import type { TaskConfig } from 'payload'

/** Hourly: drops ended customer sessions and spent captcha solutions past their expiry. */
export const purgeExpiredSessions: TaskConfig<'purgeExpiredSessions'> = {
  slug: 'purgeExpiredSessions',
  schedule: [{ cron: '17 * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'sessions', type: 'number', required: true },
    { name: 'captchaSolutions', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const { pool } = req.payload.db
    const sessions = await pool.query(`DELETE FROM customer_sessions WHERE expires_at < now()`)
    // A spent solution is kept until its challenge expires: after that it is refused anyway.
    const solutions = await pool.query(`DELETE FROM captcha_solutions WHERE expires_at < now()`)
    return {
      output: { sessions: sessions.rowCount ?? 0, captchaSolutions: solutions.rowCount ?? 0 },
    }
  },
}
