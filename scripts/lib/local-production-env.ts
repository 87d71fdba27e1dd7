import { randomBytes } from 'node:crypto'

/**
 * What the tests and benchmarks tell a production build they run on this machine, explicitly, as
 * production demands (src/server/production-settings.ts): fresh secrets (their database is thrown
 * away), the payment simulator, e-mails as files, media on this machine's disk, one instance
 * keeping its caches in its own memory (a run of several sets REDIS_URL instead), and one trusted
 * hop, through which the tests act as many clients by sending X-Forwarded-For.
 */
export const localProductionEnv = (settings: {
  port: string | number
  databaseUrl: string
  outboxDir: string
  mediaDir: string
}): Record<string, string> => ({
  DATABASE_URL: settings.databaseUrl,
  SERVER_URL: `http://localhost:${settings.port}`,
  PAYLOAD_SECRET: randomBytes(32).toString('hex'),
  CARD_SECRET_KEY: randomBytes(32).toString('hex'),
  PAYMENT_PROVIDER: 'local',
  MAIL_OUTBOX_DIR: settings.outboxDir,
  SINGLE_INSTANCE: '1',
  MEDIA_DIR: settings.mediaDir,
  TRUSTED_PROXIES: '1',
})
