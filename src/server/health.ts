import pg from 'pg'

import { serverEnv } from './env'

export type DatabaseHealth = { ok: boolean; latencyMs: number }

let pool: pg.Pool | undefined

function createPool(timeoutMs: number): pg.Pool {
  const created = new pg.Pool({
    connectionString: serverEnv().DATABASE_URL,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  })
  // An idle client's error (server gone) must not crash the app; the next check reports it.
  created.on('error', () => {})
  return created
}

/** Its own small pool, so a database outage shows as 503 instead of taking Payload down with it. */
export async function checkDatabase(timeoutMs = 2000): Promise<DatabaseHealth> {
  pool ??= createPool(timeoutMs)
  const startedAt = performance.now()
  try {
    await pool.query('SELECT 1')
    return { ok: true, latencyMs: Math.round(performance.now() - startedAt) }
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - startedAt) }
  }
}
