import { migrations } from '../migrations'

/** What reads the migrations' table: a client of its own, or Payload's pool. */
export type Queryable = { query(text: string): Promise<{ rows: unknown[] }> }

const UNDEFINED_TABLE = '42P01'

/**
 * The committed migrations this database has not recorded, in order (all of them when empty):
 * what `npm start`, the worker and the readiness check refuse to serve without.
 */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const applied = await db
    .query('SELECT name FROM payload_migrations')
    .then(({ rows }) => new Set((rows as { name: string }[]).map((row) => row.name)))
    .catch((error: { code?: string }) => {
      if (error.code === UNDEFINED_TABLE) return new Set<string>()
      throw error
    })
  return migrations.map((migration) => migration.name).filter((name) => !applied.has(name))
}
