import { migrations } from '../migrations'

/**
 * What reads the migrations' table: a client of its own, or Payload's pool. `query_timeout` is
 * node-postgres's own (its types omit it): a query past it fails, and the pool drops its connection.
 */
export type Queryable = {
  query(config: { text: string; query_timeout?: number }): Promise<{ rows: unknown[] }>
}

const UNDEFINED_TABLE = '42P01'

/**
 * The committed migrations this database has not recorded, in order (all of them when empty):
 * what `npm start`, the worker and the readiness check refuse to serve without.
 */
export async function pendingMigrations(db: Queryable, timeoutMs?: number): Promise<string[]> {
  const applied = await db
    .query({ text: 'SELECT name FROM payload_migrations', query_timeout: timeoutMs })
    .then(({ rows }) => new Set((rows as { name: string }[]).map((row) => row.name)))
    .catch((error: { code?: string }) => {
      if (error.code === UNDEFINED_TABLE) return new Set<string>()
      throw error
    })
  return migrations.map((migration) => migration.name).filter((name) => !applied.has(name))
}
