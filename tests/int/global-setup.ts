import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { PAYLOAD_CONDITIONS, projectRoot } from '../../scripts/lib/paths'
import { startRedis } from '../../scripts/lib/redis'
import { copyDatabase, dropDatabase, withDatabase } from '../../scripts/lib/databases'
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database'

/**
 * One migrated, empty database per worker of the run (copies of the first, made once it is
 * migrated; tests/int/worker-database.ts picks a worker's) (the server URL stays available to lifecycle tests), and a
 * throw-away Redis for what instances share there (TEST_REDIS_URL; the app uses Redis only when a
 * test sets REDIS_URL itself).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const redis = await startRedis()
  process.env.TEST_REDIS_URL = redis.url
  const database = await createThrowawayDatabase('test_int')
  process.env.TEST_SERVER_URL = database.serverUrl
  process.env.DATABASE_URL = database.url
  // The seed keeps a generated password in .data: the run's throw-away accounts get given ones.
  for (const prefix of ['ADMIN', 'EDITOR', 'CUSTOMER_SERVICE']) {
    process.env[`${prefix}_PASSWORD`] ??= `test-${prefix.toLowerCase()}-password`
  }
  const mediaDir = path.join('.data', `test-media-${process.pid}`)
  process.env.MEDIA_DIR = mediaDir
  const name = new URL(database.url).pathname.slice(1)
  const workers = Number(process.env.INT_WORKERS ?? 1)
  const copies = Array.from({ length: workers - 1 }, (_, index) => `${name}_w${index + 2}`)
  const cleanUp = async () => {
    await redis.stop()
    for (const copy of copies) await dropDatabase(database.serverUrl, copy)
    // Each worker keeps its media in its own folder (worker-database.ts).
    for (const dir of [
      mediaDir,
      ...Array.from({ length: workers }, (_, i) => `${mediaDir}-w${i + 1}`),
    ]) {
      fs.rmSync(path.join(projectRoot, dir), { recursive: true, force: true })
    }
    await database.drop()
  }
  const migrate = spawnSync(
    path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
    [PAYLOAD_CONDITIONS, 'scripts/prepare.ts', '--seed=never'],
    { cwd: projectRoot, env: process.env, encoding: 'utf8' },
  )
  if (migrate.status !== 0) {
    await cleanUp()
    throw new Error(`Migrating the test database failed:\n${migrate.stdout}\n${migrate.stderr}`)
  }
  for (const copy of copies) await copyDatabase(database.serverUrl, name, copy)
  process.env.TEST_DATABASE_URLS = [
    database.url,
    ...copies.map((copy) => withDatabase(database.serverUrl, copy)),
  ].join(',')
  return cleanUp
}
