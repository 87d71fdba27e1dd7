import type { TaskConfig } from 'payload'

import { purgeExpiredRecords } from '@/commerce/services/purge'

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
  handler: async ({ req }) => ({ output: await purgeExpiredRecords(req.payload) }),
}
