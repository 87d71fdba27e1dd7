import type { Payload } from 'payload'
import pg from 'pg'

import { pendingOf } from '../../src/server/pending-migrations'

/** Beside the image's server.mjs: the committed migrations' names, in order (scripts/standalone.ts). */
export const MIGRATION_NAMES = 'migration-names.json'

/** Any fixed number: every process migrating a database asks Postgres for this same lock. */
const MIGRATION_LOCK = 2_026_112_301

/**
 * Applies the committed migrations the database lacks, one process at a time: two instances
 * released together must not both run a migration. The second waits for the lock, then finds
 * every migration recorded and runs none. The lock is the session's: it ends with its connection,
 * also should the process die mid-way.
 */
export async function migrateUnderLock(payload: Payload): Promise<void> {
  const lock = await payload.db.pool.connect()
  try {
    const { rows } = await lock.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [MIGRATION_LOCK],
    )
    if (!rows[0]?.locked) {
      payload.logger.info('Another process is migrating this database: waiting for it')
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    }
    await payload.db.migrate()
  } finally {
    // Closing the connection ends its session, and with it the lock.
    lock.release(true)
  }
}

/**
 * The migrations of `names` this database has not recorded, in order (all of them when empty).
 * The names are given: importing the migrations would load Payload's adapter, which the image's
 * server.mjs does not have (scripts/standalone.ts writes their names beside it).
 */
export async function pendingMigrations(databaseUrl: string, names: readonly string[]) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await pendingOf(names, client)
  } finally {
    await client.end()
  }
}

/**
 * Fails closed: a production process (web server, worker) refuses a database whose schema is not
 * the one its code expects, rather than serve on it. Migrating is a release step of its own.
 * Undefined when every migration of `names` is recorded, else what to print before exiting.
 */
export async function migrationRefusal(
  databaseUrl: string,
  names: readonly string[],
): Promise<string | undefined> {
  const pending = await pendingMigrations(databaseUrl, names)
  if (pending.length === 0) return undefined
  return (
    `Refusing a database that lacks ${pending.length} migration(s) (${pending[0]}` +
    `${pending.length > 1 ? ', …' : ''}): run \`npm run migrate\` with the same DATABASE_URL first.`
  )
}
