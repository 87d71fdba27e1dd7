import { type Check, shareAnswer, timedProbe } from './health-probes'
import { pendingMigrations, type Queryable } from './migration-status'
import { getPayloadClient } from './payload'
import { redisUrl, sharedRedis } from './redis'
import { isDraining } from './shutdown.mjs'

/**
 * Whether this instance can serve: its database answers and is migrated. Redis is reported, not
 * required: every instance shares it, and without it each one still serves (limits in its own
 * memory, caches missed), so a Redis outage must not take every instance out of the balancer.
 */
export type Readiness = {
  ok: boolean
  database: Check
  migrations: { ok: boolean }
  /** Only with REDIS_URL. */
  redis?: Check
}

type Sources = {
  /** The pool the app's own queries use (Payload's): a flood of checks opens no connection. */
  pool: () => Promise<Queryable>
  /** Answers when Redis does. */
  redis?: () => Promise<unknown>
  timeoutMs?: number
  memoMs?: number
}

/**
 * The readiness check: one database round trip per `memoMs` at most, however many ask (the
 * migrations' table until every committed migration is seen there, then `SELECT 1`), each bounded
 * by `timeoutMs`.
 */
export function readinessCheck({
  pool,
  redis,
  timeoutMs = 2000,
  memoMs = 1000,
}: Sources): () => Promise<Readiness> {
  // Applied migrations stay applied: once all are seen, only the connection is checked.
  let migrated = false
  // The query times out too: a connection that stopped answering is dropped, not waited on.
  const askDatabase = timedProbe(async (db: Queryable) => {
    if (migrated) await db.query({ text: 'SELECT 1', query_timeout: timeoutMs })
    else migrated = (await pendingMigrations(db, timeoutMs)).length === 0
  }, timeoutMs)
  const askRedis = redis && timedProbe(redis, timeoutMs)

  return shareAnswer(async () => {
    // Payload's first start is not timed: it happens once, and only then is there a pool.
    const db = await pool().catch(() => undefined)
    const [database, redisCheck] = await Promise.all([
      db ? askDatabase(db) : { ok: false, latencyMs: 0 },
      askRedis?.(),
    ])
    return {
      ok: database.ok && migrated,
      database,
      migrations: { ok: migrated },
      ...(redisCheck && { redis: redisCheck }),
    }
  }, memoMs)
}

// One per process: Next bundles each health route with its own copy of this module.
const shared = globalThis as typeof globalThis & { storefrontReadiness?: () => Promise<Readiness> }

const readiness = (): Promise<Readiness> => {
  const url = redisUrl()
  shared.storefrontReadiness ??= readinessCheck({
    pool: async () => (await getPayloadClient()).db.pool,
    redis: url ? () => sharedRedis(url).ping() : undefined,
  })
  return shared.storefrontReadiness()
}

const NEVER_CACHED = { 'Cache-Control': 'no-store' }
const status = (ok: boolean) => (ok ? 'ok' : 'unavailable')
const told = (check: Check) => ({ status: status(check.ok), latencyMs: check.latencyMs })

/** Liveness: the process answers. Nothing else is asked, so a database outage restarts nothing. */
export const livenessResponse = (): Response =>
  Response.json({ status: 'ok' }, { headers: NEVER_CACHED })

/**
 * Readiness: 200 when this instance can serve, else 503; up or not and latencies only. Once it is
 * stopping, 503 at once without asking anything: the pools are about to close.
 */
export async function readinessResponse(): Promise<Response> {
  if (isDraining()) {
    return Response.json(
      { status: status(false), stopping: true },
      { status: 503, headers: NEVER_CACHED },
    )
  }
  const ready = await readiness()
  const body = {
    status: status(ready.ok),
    checks: {
      database: told(ready.database),
      migrations: { status: status(ready.migrations.ok) },
      ...(ready.redis && { redis: told(ready.redis) }),
    },
  }
  return Response.json(body, { status: ready.ok ? 200 : 503, headers: NEVER_CACHED })
}
