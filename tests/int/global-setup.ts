import fs from 'node:fs'
import path from 'node:path'

import { projectRoot } from '../../scripts/lib/paths'
import { startRedis } from '../../scripts/lib/redis'
import {
  copyDatabase,
  dropDatabase,
  endIdleTransactionsAfter,
  withDatabase,
} from '../../scripts/lib/databases'
import { createSeededDatabase } from '../../scripts/lib/seeded-database'
import { testAccounts } from '../../scripts/lib/test-accounts'

/**
 * One migrated and seeded database per worker of the run (copies of the test steps' seeded one,
 * scripts/lib/seeded-database.ts; tests/int/worker-database.ts picks a worker's) with its uploads
 * (the server URL stays available to lifecycle tests), and a throw-away Redis for what instances
 * share there (TEST_REDIS_URL; the app uses Redis only when a test sets REDIS_URL itself). Files
 * still seed in their beforeAll (it creates what is missing), as they did on an empty database.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const redis = await startRedis()
  process.env.TEST_REDIS_URL = redis.url
  // The seeded database's accounts: a file's seed finds them and writes none.
  Object.assign(process.env, testAccounts)
  const mediaDir = path.join('.data', `test-media-${process.pid}`)
  process.env.MEDIA_DIR = mediaDir
  const workers = Number(process.env.INT_WORKERS ?? 1)
  // Each worker keeps its media in its own folder (worker-database.ts).
  const workerMedia = Array.from({ length: workers }, (_, i) => `${mediaDir}-w${i + 1}`)
  const database = await createSeededDatabase('test_int', workerMedia)
  process.env.TEST_SERVER_URL = database.serverUrl
  process.env.DATABASE_URL = database.url
  const name = new URL(database.url).pathname.slice(1)
  const copies = Array.from({ length: workers - 1 }, (_, index) => `${name}_w${index + 2}`)
  for (const copy of copies) await copyDatabase(database.serverUrl, name, copy)
  // Files share a database and their worker's process: a file's Payload destroyed while a job it
  // started without waiting (startIssuing) was inside a transaction left that transaction open,
  // holding the job's row, and the next file touching the jobs waited for it (CI: 300 s hooks).
  for (const each of [name, ...copies]) await endIdleTransactionsAfter(database.serverUrl, each, 20)
  process.env.TEST_DATABASE_URLS = [
    database.url,
    ...copies.map((copy) => withDatabase(database.serverUrl, copy)),
  ].join(',')
  return async () => {
    await redis.stop()
    for (const copy of copies) await dropDatabase(database.serverUrl, copy)
    for (const dir of [mediaDir, ...workerMedia]) {
      fs.rmSync(path.join(projectRoot, dir), { recursive: true, force: true })
    }
    await database.drop()
  }
}
