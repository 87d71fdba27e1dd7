import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { createDatabaseIfMissing, dropDatabase, withDatabase } from '../../scripts/lib/databases'
import { embeddedUrl } from '../../scripts/lib/embedded-postgres'
import { projectRoot, TS_LOADER } from '../../scripts/lib/paths'

const dataDir = path.join(projectRoot, '.data', `test-lifecycle-${process.pid}`)

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** Runs scripts/app.ts like a newcomer would, collecting its output. */
function app(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...TS_LOADER, 'scripts/app.ts', ...args], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      ADMIN_EMAIL: 'lifecycle@example.com',
      ADMIN_PASSWORD: 'lifecycle-password',
      // Given, so the seed writes no credentials over the developer's own in .data.
      EDITOR_PASSWORD: 'lifecycle-editor-password',
      CUSTOMER_SERVICE_PASSWORD: 'lifecycle-service-password',
      // Its own uploads: these seeds write other databases' media.
      MEDIA_DIR: `${dataDir}-media`,
      ...env,
    },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { child, exited, output: () => output }
}

const waitFor = async (predicate: () => boolean, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const postmasterAlive = (): boolean => {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return false
  try {
    process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 0)
    return true
  } catch {
    return false
  }
}

async function count(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]?.n)
  } finally {
    await client.end()
  }
}

const stop = async (child: ChildProcess, exited: Promise<number | null>) => {
  child.kill('SIGINT')
  return exited
}

afterAll(() => {
  for (const dir of [dataDir, `${dataDir}-media`]) fs.rmSync(dir, { recursive: true, force: true })
})

// Each test runs whole processes (a new cluster, every migration, the seed): minutes on a busy machine.
const PROCESS_TIMEOUT = 600_000

describe('the database lifecycle of scripts/app.ts', () => {
  it(
    'without DATABASE_URL starts embedded Postgres, seeds, and leaves no process behind',
    async () => {
      const port = await freePort()
      const env = { EMBEDDED_PG_DIR: dataDir, EMBEDDED_PG_PORT: String(port) }

      const first = app(['seed'], env)
      expect(await first.exited).toBe(0)
      expect(first.output()).toMatch(/initialising a new cluster/)
      expect(first.output()).toMatch(/Seeded the store/)
      expect(postmasterAlive()).toBe(false)

      // Ctrl-C on the long-running command stops Postgres; the next start keeps the data.
      const second = app(['db'], env)
      await waitFor(() => second.output().includes('Postgres is up'))
      expect(second.output()).not.toMatch(/initialising/)
      const url = embeddedUrl('storefront', port)
      expect(await count(url, 'SELECT count(*) AS n FROM stores WHERE store_id = 52')).toBe(1)
      expect(await stop(second.child, second.exited)).toBe(0)
      expect(postmasterAlive()).toBe(false)
    },
    PROCESS_TIMEOUT,
  )

  it(
    'with DATABASE_URL migrates that server and starts nothing',
    async () => {
      const serverUrl = process.env.TEST_SERVER_URL!
      const name = `test_external_${process.pid}`
      await createDatabaseIfMissing(serverUrl, name)
      const url = withDatabase(serverUrl, name)
      try {
        // Migrating is enough to show which server is used: the seed itself is the first test's.
        const run = app(['migrate'], { DATABASE_URL: url, EMBEDDED_PG_DIR: `${dataDir}-unused` })
        expect(await run.exited).toBe(0)
        expect(run.output()).not.toMatch(/\[postgres\]/)
        expect(fs.existsSync(`${dataDir}-unused`)).toBe(false)
        const migrations = fs
          .readdirSync(path.join(projectRoot, 'src/migrations'))
          .filter((file) => /^\d{8}_\d{6}_.*\.ts$/.test(file))
        expect(await count(url, 'SELECT count(*) AS n FROM payload_migrations')).toBe(
          migrations.length,
        )
        // `migrate` never seeds a database of its own.
        expect(await count(url, 'SELECT count(*) AS n FROM stores')).toBe(0)
      } finally {
        await dropDatabase(serverUrl, name)
      }
    },
    PROCESS_TIMEOUT,
  )
})
