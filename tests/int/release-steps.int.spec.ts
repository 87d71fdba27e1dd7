import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createDatabaseIfMissing, dropDatabase, withDatabase } from '../../scripts/lib/databases'
import { localProductionEnv } from '../../scripts/lib/local-production-env'
import { migrationRefusal, pendingMigrations } from '../../scripts/lib/migrations'
import { migrations } from '../../src/migrations'
import { appCommand as app } from '../support/app-command'

const serverUrl = () => process.env.TEST_SERVER_URL!
const names = { migrated: `test_release_${process.pid}`, empty: `test_unmigrated_${process.pid}` }
const url = (name: string) => withDatabase(serverUrl(), name)
const committed = migrations.map((migration) => migration.name)

async function query<T extends pg.QueryResultRow>(database: string, sql: string) {
  const client = new pg.Client({ connectionString: url(database) })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

/** What `npm start` and `npm run worker` are given on this machine (scripts/e2e.ts sets the same). */
const production = (database: string) => ({
  ...localProductionEnv({
    port: 1,
    databaseUrl: url(database),
    outboxDir: '.data/unused',
    mediaDir: '.data/unused',
  }),
  NODE_ENV: 'production',
})

beforeAll(async () => {
  for (const name of Object.values(names)) await createDatabaseIfMissing(serverUrl(), name)
})

afterAll(async () => {
  for (const name of Object.values(names)) await dropDatabase(serverUrl(), name)
})

describe('point 3: release steps apart from start', () => {
  it('two `npm run migrate` at once on an empty database apply each migration once', async () => {
    const env = { DATABASE_URL: url(names.migrated) }
    const runs = await Promise.all([app(['migrate'], env), app(['migrate'], env)])
    for (const run of runs) expect(run.code, run.output).toBe(0)
    // One process ran every migration; the other waited for the lock, then found none to run.
    const ran = runs.map((run) => run.output.match(/Migrated: /g)?.length ?? 0).sort()
    expect(ran).toEqual([0, committed.length])

    const recorded = await query<{ name: string; times: number }>(
      names.migrated,
      'SELECT name, count(*)::int AS times FROM payload_migrations GROUP BY name ORDER BY name',
    )
    expect(recorded).toEqual(committed.map((name) => ({ name, times: 1 })))
    expect(await pendingMigrations(url(names.migrated), committed)).toEqual([])
    expect(await migrationRefusal(url(names.migrated), committed)).toBeUndefined()
    // The schema works: the tables of the collections answer.
    const counts = await query<{ stores: number; users: number }>(
      names.migrated,
      'SELECT (SELECT count(*) FROM stores)::int AS stores, (SELECT count(*) FROM users)::int AS users',
    )
    expect(counts).toEqual([{ stores: 0, users: 0 }])
  }, 300_000)

  it('a production start refuses a database whose migrations are not applied', async () => {
    const refusal = await migrationRefusal(url(names.empty), committed)
    expect(refusal).toContain('`npm run migrate`')
    expect(refusal).toContain(committed[0])

    for (const command of ['start', 'worker']) {
      const run = await app([command], production(names.empty))
      expect(run.code, run.output).toBe(1)
      expect(run.output).toContain('run `npm run migrate`')
    }
    // Neither migrated it on the way.
    expect(await query(names.empty, "SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual(
      [],
    )
  }, 180_000)

  it('a database one migration behind is refused too, naming that migration', async () => {
    const last = committed.at(-1)!
    await query(names.migrated, `DELETE FROM payload_migrations WHERE name = '${last}'`)
    expect(await pendingMigrations(url(names.migrated), committed)).toEqual([last])
    expect(await migrationRefusal(url(names.migrated), committed)).toContain(last)
  })
})
