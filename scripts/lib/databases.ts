import pg from 'pg'

const safeName = (database: string): string => {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(database)) throw new Error(`Bad database name: ${database}`)
  return database
}

/** The same server's URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export const createDatabaseIfMissing = (serverUrl: string, database: string): Promise<void> =>
  onServer(serverUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${safeName(database)}"`)
  })

/** A copy of a database (its schema and rows), made by the server from it as a template. */
export const copyDatabase = (serverUrl: string, from: string, to: string): Promise<void> =>
  onServer(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE "${safeName(to)}" TEMPLATE "${safeName(from)}"`)
  })

/** Gives a database another name (nobody may be connected to it). */
export const renameDatabase = (serverUrl: string, from: string, to: string): Promise<void> =>
  onServer(serverUrl, async (client) => {
    await client.query(`ALTER DATABASE "${safeName(from)}" RENAME TO "${safeName(to)}"`)
  })

/** Postgres ends a session left idle inside a transaction this long (its locks go with it). */
export const endIdleTransactionsAfter = (serverUrl: string, database: string, seconds: number) =>
  onServer(serverUrl, async (client) => {
    await client.query(
      `ALTER DATABASE "${safeName(database)}" SET idle_in_transaction_session_timeout = '${Math.trunc(seconds)}s'`,
    )
  })

export const dropDatabase = (serverUrl: string, database: string): Promise<void> =>
  onServer(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${safeName(database)}" WITH (FORCE)`)
  })

export const listDatabases = (serverUrl: string, likePattern: string): Promise<string[]> =>
  onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [likePattern],
    )
    return rows.map((row) => row.datname)
  })

/** A new database as a copy of `template` (nobody may be connected to the template meanwhile). */
export const createDatabaseFrom = (
  serverUrl: string,
  database: string,
  template: string,
): Promise<void> =>
  onServer(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE "${safeName(database)}" TEMPLATE "${safeName(template)}"`)
  })
