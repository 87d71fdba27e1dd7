import pg from 'pg'

import { serverEnv } from './env'

export type DatabaseHealth = { ok: boolean; latencyMs: number }

type Options = { connectionString?: string; timeoutMs?: number }

/**
 * Opens its own connection, so the check proves the database answers now and a database
 * outage shows as unhealthy instead of taking Payload's pool down with it.
 */
export async function checkDatabase({
  connectionString = serverEnv().DATABASE_URL,
  timeoutMs = 2000,
}: Options = {}): Promise<DatabaseHealth> {
  const startedAt = performance.now()
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('SELECT 1')
    return { ok: true, latencyMs: Math.round(performance.now() - startedAt) }
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - startedAt) }
  } finally {
    await client.end().catch(() => {})
  }
}
