import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { PAYLOAD_CONDITIONS, projectRoot } from '../../scripts/lib/paths'
import { startRedis } from '../../scripts/lib/redis'
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database'

/**
 * One migrated, empty database per run (the server URL stays available to lifecycle tests), and a
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
  const cleanUp = async () => {
    await redis.stop()
    fs.rmSync(path.join(projectRoot, mediaDir), { recursive: true, force: true })
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
  return cleanUp
}
