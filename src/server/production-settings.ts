import { passwordOf, placeholderIn, weakSecretReason } from './secret-strength'

/**
 * What a production server must be told explicitly, because its development default would be
 * wrong there: an embedded database, a generated or derived secret, a simulated payment, e-mails
 * kept as files, caches in one process's memory, media on one server's disk; and which secrets it
 * was told are placeholders or guessable. Pure: the start script, the app's server and serverEnv()
 * all ask it.
 */
export function missingProductionSettings(env: NodeJS.ProcessEnv): string[] {
  const missing: string[] = []
  const need = (name: string, why: string) => {
    if (!env[name]?.trim()) missing.push(`${name}: ${why}`)
  }
  need('DATABASE_URL', 'the PostgreSQL server (production never starts the embedded one)')
  need('PAYLOAD_SECRET', 'signs sessions, 32+ characters (never generated in production)')
  need(
    'CARD_SECRET_KEY',
    'derives and hashes card numbers and PINs, 32+ characters, kept for good (never derived in ' +
      'production: losing .data/ must not make issued cards unverifiable)',
  )
  need('SERVER_URL', 'the public URL of the shop (links in e-mails, payment returns, canonicals)')
  if (!env.MOLLIE_API_KEY?.trim() && env.PAYMENT_PROVIDER !== 'local') {
    missing.push(
      'MOLLIE_API_KEY: real payments (or PAYMENT_PROVIDER=local for a demo without real ' +
        'payments, which shows a demo banner on every page)',
    )
  }
  const demo = env.PAYMENT_PROVIDER === 'local' ? '1' : '0'
  if (env.STOREFRONT_BUILT_AS_DEMO && env.STOREFRONT_BUILT_AS_DEMO !== demo) {
    missing.push(
      `PAYMENT_PROVIDER: the pages were built ${demo === '1' ? 'without' : 'with'} the demo ` +
        'banner; build again with the PAYMENT_PROVIDER this server runs with',
    )
  }
  if (!env.SMTP_URL?.trim() && !env.MAIL_OUTBOX_DIR?.trim()) {
    missing.push('SMTP_URL: where e-mails are sent (or MAIL_OUTBOX_DIR to keep them as files)')
  }
  if (env.E2E_FAILING_ROUTE && env.PAYMENT_PROVIDER !== 'local') {
    missing.push(
      'E2E_FAILING_ROUTE: unset it (a page that fails on purpose, for tests on a demo only; ' +
        'never beside real payments)',
    )
  }
  missing.push(...sharedStateSettings(env))
  if (!env.S3_BUCKET?.trim() && !env.MEDIA_DIR?.trim()) {
    missing.push(
      'S3_BUCKET: the S3-compatible store of uploaded images, with the other S3_* settings (or ' +
        "MEDIA_DIR to keep them on this server's disk, which only one instance can serve)",
    )
  }
  return [...missing, ...weakSecrets(env)]
}

const GENERATE = 'use 32+ random characters (openssl rand -hex 32)'

/**
 * Secrets set to a placeholder (compose.yaml's and .env.example's) or to a guessable value: a
 * demo's defaults must not start a real shop. The values themselves are never printed.
 */
function weakSecrets(env: NodeJS.ProcessEnv): string[] {
  const weak: string[] = []
  // The keys that sign sessions, links and webhooks and hash card numbers and PINs.
  for (const name of [
    'PAYLOAD_SECRET',
    'CARD_SECRET_KEY',
    'PAYMENT_WEBHOOK_SECRET',
    'PREVIEW_SECRET',
  ]) {
    const value = env[name]?.trim()
    const reason = value && weakSecretReason(value)
    if (reason) weak.push(`${name}: ${reason}; ${GENERATE}`)
  }
  // Credentials chosen elsewhere, whose strength is that service's rule: no placeholder, at least.
  const credentials = {
    DATABASE_URL: passwordOf(env.DATABASE_URL ?? ''),
    SMTP_URL: passwordOf(env.SMTP_URL ?? ''),
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  }
  for (const [name, value] of Object.entries(credentials)) {
    const word = value && placeholderIn(value)
    if (word) weak.push(`${name}: its password or key is a placeholder (contains "${word}")`)
  }
  return weak
}

/**
 * Without REDIS_URL each process keeps its own caches: right for one server, stale pages and
 * per-server rate limits behind a load balancer. So production says which it is.
 */
function sharedStateSettings(env: NodeJS.ProcessEnv): string[] {
  const single = env.SINGLE_INSTANCE?.trim()
  if (single && single !== '1') {
    return [`SINGLE_INSTANCE: 1 when this server runs alone, or unset (not "${single}")`]
  }
  if (env.REDIS_URL?.trim() || single) return []
  return [
    'REDIS_URL: the Redis every instance shares (pages and data cached by Next, the memo’s ' +
      'drops, the gateway’s answers, rate limits); or SINGLE_INSTANCE=1 when this server runs ' +
      'alone and keeps them in its own memory',
  ]
}

/** A running production server: `next build` also runs with NODE_ENV=production, but may default. */
export const isProductionRuntime = (env: NodeJS.ProcessEnv): boolean =>
  env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build'

/** The refusal printed for missing or weak settings: all at once, so one restart fixes them all. */
export const productionRefusal = (missing: string[]): string =>
  `Refusing to start in production without these settings, or with these weak ones (see README ` +
  `"Going to production"):\n` +
  missing.map((line) => `  - ${line}`).join('\n')
