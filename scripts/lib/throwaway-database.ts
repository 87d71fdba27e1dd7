import { createDatabaseIfMissing, dropDatabase, listDatabases, withDatabase } from './databases'
import { DEFAULT_PORT, ensureDatabase, isAlive } from './embedded-postgres'

export type ThrowawayDatabase = { url: string; serverUrl: string; drop: () => Promise<void> }

const TEST_DATABASE = /^test_[a-z]+_\d+_(\d+)(?:_w\d+)?$/

/** Test databases of runs that died before dropping them (embedded server only: pids are ours). */
async function dropAbandoned(serverUrl: string): Promise<void> {
  const { hostname, port } = new URL(serverUrl)
  if (hostname !== '127.0.0.1' || Number(port) !== DEFAULT_PORT) return
  for (const name of await listDatabases(serverUrl, 'test\\_%')) {
    const pid = TEST_DATABASE.exec(name)?.[1]
    if (pid && !isAlive(Number(pid))) await dropDatabase(serverUrl, name)
  }
}

/**
 * A fresh database for one test run, on DATABASE_URL's server or the embedded one: empty, or what
 * `make` puts at that name (seeded-database.ts copies a seeded one).
 */
export async function createThrowawayDatabase(
  prefix: string,
  make: (serverUrl: string, name: string) => Promise<void> = async (serverUrl, name) =>
    createDatabaseIfMissing(serverUrl, name),
): Promise<ThrowawayDatabase> {
  const server = await ensureDatabase({ log: () => {} })
  await dropAbandoned(server.url)
  const name = `${prefix}_${Date.now()}_${process.pid}`
  try {
    await make(server.url, name)
  } catch (error) {
    await server.stop()
    throw error
  }
  return {
    url: withDatabase(server.url, name),
    serverUrl: server.url,
    drop: async () => {
      await dropDatabase(server.url, name)
      await server.stop()
    },
  }
}
