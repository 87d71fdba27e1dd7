import { migrations } from '../migrations'
import { pendingOf, type Queryable } from './pending-migrations'

export type { Queryable }

/** The names of the committed migrations, in order. */
export const migrationNames = (): string[] => migrations.map((migration) => migration.name)

/**
 * The committed migrations this database has not recorded, in order (all of them when empty):
 * what `npm start`, the worker and the readiness check refuse to serve without.
 */
export const pendingMigrations = (db: Queryable, timeoutMs?: number): Promise<string[]> =>
  pendingOf(migrationNames(), db, timeoutMs)
