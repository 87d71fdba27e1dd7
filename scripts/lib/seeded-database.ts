import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import {
  copyDatabase,
  createDatabaseIfMissing,
  dropDatabase,
  listDatabases,
  renameDatabase,
  withDatabase,
} from './databases'
import { localProductionEnv } from './local-production-env'
import { projectRoot } from './paths'
import { testAccounts } from './test-accounts'
import { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database'

/** Any fixed number: the processes that may make the seeded database at once take turns. */
const SEEDED_LOCK = 2_026_112_701
const PREFIX = 'seeded_'

/** What shapes the seeded database: the app's sources (schema, migrations, seed) and accounts. */
function sourcesHash(): string {
  const hash = crypto.createHash('sha256').update(JSON.stringify(testAccounts))
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else hash.update(file).update(fs.readFileSync(file))
    }
  }
  walk(path.join(projectRoot, 'src'))
  hash.update(fs.readFileSync(path.join(projectRoot, 'payload.config.ts')))
  return hash.digest('hex').slice(0, 16)
}

const mediaOf = (name: string) => path.join(projectRoot, '.data', `${name}-media`)

/** Migrates and seeds `name` as the release steps do (`scripts/app.ts seed`), its uploads beside. */
function seedInto(serverUrl: string, name: string): void {
  const mediaDir = mediaOf(name)
  const env = {
    ...process.env,
    ...localProductionEnv({
      port: 0,
      databaseUrl: withDatabase(serverUrl, name),
      outboxDir: path.join(mediaDir, 'seed-outbox'),
      mediaDir,
    }),
    ...testAccounts,
    NODE_OPTIONS: '--no-deprecation',
  }
  const seeded = spawnSync(
    path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
    ['scripts/app.ts', 'seed'],
    { cwd: projectRoot, env, stdio: 'inherit' },
  )
  if (seeded.status !== 0) throw new Error(`Seeding ${name} failed (see above)`)
  fs.rmSync(path.join(mediaDir, 'seed-outbox'), { recursive: true, force: true })
}

/** The seeded database of these sources on this server, made when missing (one process at a time). */
async function ensureSeeded(serverUrl: string): Promise<string> {
  const name = `${PREFIX}${sourcesHash()}`
  const lock = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await lock.connect()
  try {
    // The session's lock: it ends with the connection, also should this process die.
    await lock.query('SELECT pg_advisory_lock($1)', [SEEDED_LOCK])
    const existing = await listDatabases(serverUrl, `${PREFIX}%`)
    if (existing.includes(name) && fs.existsSync(mediaOf(name))) return name
    // Older sources' copies are of no more use.
    for (const old of existing) {
      await dropDatabase(serverUrl, old)
      fs.rmSync(mediaOf(old), { recursive: true, force: true })
    }
    const building = `${name}_building`
    await dropDatabase(serverUrl, building)
    fs.rmSync(mediaOf(building), { recursive: true, force: true })
    await createDatabaseIfMissing(serverUrl, building)
    seedInto(serverUrl, building)
    await renameDatabase(serverUrl, building, name)
    fs.renameSync(mediaOf(building), mediaOf(name))
    return name
  } finally {
    await lock.end()
  }
}

/**
 * A throw-away database already migrated and seeded, with the seed's uploads copied into each of
 * `mediaDirs`: a copy of one seeded database kept per state of the sources. The integration, e2e
 * and scale steps each seeded their own (about 50 s each on 2 cores); the first now makes it and
 * the others copy it, with the same ids (scale reuses the e2e step's build).
 */
export async function createSeededDatabase(
  prefix: string,
  mediaDirs: string[],
): Promise<ThrowawayDatabase> {
  return createThrowawayDatabase(prefix, async (serverUrl, target) => {
    const seeded = await ensureSeeded(serverUrl)
    await copyDatabase(serverUrl, seeded, target)
    for (const dir of mediaDirs) {
      fs.cpSync(mediaOf(seeded), path.resolve(projectRoot, dir), { recursive: true })
    }
  })
}
