import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { parseTrustedProxies } from './client-address'
import {
  isProductionRuntime,
  missingProductionSettings,
  productionRefusal,
} from './production-settings'
import { checkS3Settings, s3Fields } from './s3-settings'

/** Port and database name of the embedded default; scripts/lib/embedded-postgres.ts uses the same. */
const embeddedPort = Number(process.env.EMBEDDED_PG_PORT ?? 54352)

const settings = z.object({
  DATABASE_URL: z
    .string()
    .url()
    .default(`postgres://postgres:postgres@127.0.0.1:${embeddedPort}/storefront`),
  /**
   * A direct connection for `npm run migrate` (and the seed, which migrates first): its advisory
   * lock holds a session, which a pooler in transaction mode (pgbouncer) does not keep.
   */
  DATABASE_MIGRATE_URL: z.string().url().optional(),
  /** Connections of this process's pool: instances × this + worker + migrate ≤ max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Milliseconds before Postgres ends a statement (0: never): a runaway query frees its connection. */
  DATABASE_STATEMENT_TIMEOUT: z.coerce.number().int().min(0).default(30_000),
  /** Milliseconds a session may idle in a transaction (0: no limit); then Postgres ends it. */
  DATABASE_IDLE_TX_TIMEOUT: z.coerce.number().int().min(0).default(60_000),
  SERVER_URL: z.string().url().default('http://localhost:3000'),
  STORE_ID: z.coerce.number().int().positive().default(52),
  PAYLOAD_SECRET: z.string().min(32).optional(),
  MEDIA_DIR: z.string().default('media'),
  /** Highest proof-of-work counter of a captcha challenge: the work a browser does per form. */
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(100).max(5_000_000).default(20_000),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(1).default('"Carte Cadeau" <bonjour@cartecadeau.localhost>'),
  MAIL_OUTBOX_DIR: z.string().default('.data/outbox'),
  /** Key that derives and hashes gift card numbers and PINs; derived from PAYLOAD_SECRET if unset. */
  CARD_SECRET_KEY: z.string().min(32).optional(),
  /** Mollie's API key (`test_…` or `live_…`): payments go to Mollie instead of the simulator. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w+$/)
    .optional(),
  /** Forces a payment provider; by default Mollie when its key is set, else the local simulator. */
  PAYMENT_PROVIDER: z.enum(['local', 'mollie']).optional(),
  /** Signs the simulator's webhooks; derived from PAYLOAD_SECRET when unset. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /**
   * Whether this process works the jobs queues: `on` in a single process (dev, demo, one server),
   * `off` on web instances beside a worker (`npm run worker`), which then queue jobs only.
   */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** The Redis every instance shares (Next's cache handler, the memo's bus, answers, limits). */
  REDIS_URL: z.string().url().optional(),
  /** 1: this production server runs alone and may keep its caches in memory (no REDIS_URL). */
  SINGLE_INSTANCE: z.enum(['1']).optional(),
  /** Proxies allowed to name the client in X-Forwarded-For: a hop count or addresses/CIDRs. */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        parseTrustedProxies(value)
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message })
      }
    }),
  /**
   * 1: the storefront's /e2e-failure/ page fails on purpose, for the error pages' e2e test; a
   * server with real payments refuses to start with it (production-settings.ts).
   */
  E2E_FAILING_ROUTE: z.enum(['1']).optional(),
  /** 1: /framework-floor/, a heading and Next's own JavaScript, for `npm run bench`'s Lighthouse. */
  BENCH_FRAMEWORK_FLOOR: z.enum(['1']).optional(),
  ...s3Fields,
})
const schema = settings.superRefine(checkS3Settings)

/** A development secret kept in .data so sessions survive restarts; production must set one. */
function localSecret(): string {
  // Never traced into the build: a build machine's secret must not ship with it.
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), '.data', 'payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = crypto.randomBytes(32).toString('hex')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export type ServerEnv = z.infer<typeof schema> & {
  PAYLOAD_SECRET: string
  PAYMENT_WEBHOOK_SECRET: string
}

let cached: ServerEnv | undefined

/** Server-only configuration, validated once. Every variable is documented in README.md. */
export function serverEnv(): ServerEnv {
  if (cached) return cached
  // A production server never falls back on a development default (README "Going to production").
  const missing = isProductionRuntime(process.env)
    ? missingProductionSettings({
        ...process.env,
        // Written by next.config.ts into the build: how its pages were rendered.
        STOREFRONT_BUILT_AS_DEMO: process.env.STOREFRONT_BUILT_AS_DEMO,
      })
    : []
  if (missing.length) throw new Error(productionRefusal(missing))
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
  }
  const payloadSecret = parsed.data.PAYLOAD_SECRET ?? localSecret()
  cached = {
    ...parsed.data,
    PAYLOAD_SECRET: payloadSecret,
    // Stable across restarts and instances, like PAYLOAD_SECRET itself.
    PAYMENT_WEBHOOK_SECRET:
      parsed.data.PAYMENT_WEBHOOK_SECRET ??
      crypto.createHmac('sha256', payloadSecret).update('payments-webhook').digest('hex'),
  }
  return cached
}
